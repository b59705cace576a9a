import { SITE } from '../../../../shared/site.js';
import { Icon } from '../../components/Icon.js';

/** The company's contact details, as every policy ends with them. */
export function PolicyContact() {
  return (
    <address className="policy-contact">
      <p className="policy-contact__name">{SITE.legalName}</p>
      <ul>
        <li>
          <Icon name="mail" size={18} />
          <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
        </li>
        <li>
          <Icon name="chat" size={18} />
          <a href={SITE.whatsapp} target="_blank" rel="noopener noreferrer">
            WhatsApp {SITE.phone}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <Icon name="phone" size={18} />
          <a href={`tel:${SITE.phone.replace(/\s+/g, '')}`}>{SITE.phone}</a>
        </li>
      </ul>
    </address>
  );
}
