import { Icon } from '../../components/Icon.js';
import { useCopyToClipboard } from './use-copy-to-clipboard.js';
import './contact-actions.css';

export interface ContactActionProps {
  kind: 'email' | 'phone';
  /** What is shown and copied, e.g. the e-mail address. */
  value: string;
  /** The mailto: or tel: link. */
  href: string;
  /** Label of the link, e.g. 'Send e-mail' or 'Call'. */
  linkLabel: string;
}

const DETAILS = {
  email: { title: 'E-mail', icon: 'mail', noun: 'address', copyLabel: 'Copy address' },
  phone: { title: 'Phone', icon: 'phone', noun: 'number', copyLabel: 'Copy number' },
} as const;

/** One way to reach us: the value, a copy button with spoken feedback, and a link that opens the mail or phone app. */
export function ContactAction({ kind, value, href, linkLabel }: ContactActionProps) {
  const { state, copy } = useCopyToClipboard();
  const details = DETAILS[kind];
  const feedback =
    state === 'copied' ? 'Copied' : state === 'failed' ? `Copy failed — the ${details.noun} is ${value}` : '';

  return (
    <div className="contact-action">
      <span className="contact-action__icon">
        <Icon name={details.icon} />
      </span>
      <div className="contact-action__text">
        <h3 className="contact-action__title">{details.title}</h3>
        <p className="contact-action__value">{value}</p>
      </div>
      <div className="contact-action__buttons">
        <button type="button" className="btn btn--secondary contact-action__copy" onClick={() => void copy(value)}>
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
            <path d="M9 9h10v11H9zM5 15V4h10" />
          </svg>
          {details.copyLabel}
        </button>
        <a className="btn btn--primary" href={href}>
          <Icon name={details.icon} size={18} />
          {linkLabel}
        </a>
      </div>
      {/* Always in the DOM, so screen readers announce the text when it changes. */}
      <p className={`contact-action__feedback contact-action__feedback--${state}`} role="status" aria-live="polite">
        {state === 'copied' ? <Icon name="check" size={16} /> : null}
        {feedback}
      </p>
    </div>
  );
}
