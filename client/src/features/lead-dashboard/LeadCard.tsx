import { useId, useState } from 'react';
import type { Lead, LeadContactView } from '../../../../shared/api.js';
import { buttonClass } from '../../components/Button.js';
import '../../components/badge.css';

const words = (count: number) => `${count} ${count === 1 ? 'word' : 'words'}`;

const contactDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Tap to call, WhatsApp (mobile numbers only) and e-mail, then where the lead came from and when they were last contacted. */
function ContactDetails({ contact, name }: { contact: LeadContactView; name: string }) {
  const { phone, email, source, lastContactAt } = contact;
  return (
    <div className="portal-contact">
      {phone || email ? (
        <ul className="portal-contact__actions" aria-label={`Contact ${name}`}>
          {phone ? (
            <li>
              <a className={buttonClass('primary')} href={`tel:${phone.e164}`}>
                Call {phone.display}
              </a>
            </li>
          ) : null}
          {phone?.whatsapp ? (
            <li>
              <a className={buttonClass('secondary')} href={`https://wa.me/${phone.e164.slice(1)}`} target="_blank" rel="noopener noreferrer">
                WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          ) : null}
          {email ? (
            <li>
              <a className={buttonClass('secondary')} href={`mailto:${email}`}>
                E-mail <span className="portal-contact__address">{email}</span>
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {source || lastContactAt ? (
        <dl className="portal-facts">
          {source ? (
            <div>
              <dt>Source</dt>
              <dd>{source}</dd>
            </div>
          ) : null}
          {lastContactAt ? (
            <div>
              <dt>Last contact</dt>
              <dd>
                <time dateTime={lastContactAt}>{contactDate.format(new Date(lastContactAt))}</time>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}

/** One lead: name, a 'Buy' badge, how to reach them, previous intent, and the chat excerpt that opens to the full chat. */
export function LeadCard({ lead }: { lead: Lead }) {
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const chatId = useId();
  const hasMore = lead.pastChats.trim() !== lead.pastChatsShort.trim();
  const showFull = expanded && hasMore;

  return (
    <section className="portal-card" aria-labelledby={titleId}>
      <div className="portal-card__head">
        <h2 id={titleId} className="portal-card__title">
          {lead.name}
        </h2>
        {lead.intentIncludesBuy ? <span className="badge portal-badge-buy">Buy</span> : null}
      </div>
      {lead.contact ? <ContactDetails contact={lead.contact} name={lead.name} /> : null}
      <dl className="portal-facts">
        <div>
          <dt>Previous intent</dt>
          <dd className="portal-facts__intent">{lead.previousIntent || 'Not recorded'}</dd>
        </div>
        <div>
          <dt>Past chats</dt>
          <dd>{words(lead.pastChatsWordCount)}</dd>
        </div>
      </dl>
      <div>
        <h3 className="portal-card__subtitle">Chat excerpt</h3>
        {/* The full chat can be long: it scrolls inside the card, and a keyboard can reach it to scroll. */}
        <div
          id={chatId}
          className={showFull ? 'portal-chat portal-chat--full' : 'portal-chat'}
          {...(showFull ? { role: 'region', 'aria-label': `Full chat with ${lead.name}`, tabIndex: 0 } : {})}
        >
          {(showFull ? lead.pastChats : lead.pastChatsShort) || 'No chats yet.'}
        </div>
        {hasMore ? (
          <button type="button" className="portal-text-button" aria-expanded={expanded} aria-controls={chatId} onClick={() => setExpanded(!expanded)}>
            {expanded ? 'Show less' : 'Show full chat'}
          </button>
        ) : null}
      </div>
    </section>
  );
}
