import { useId, useState } from 'react';
import type { Lead } from '../../../../shared/api.js';
import '../../components/badge.css';

const words = (count: number) => `${count} ${count === 1 ? 'word' : 'words'}`;

/** One lead: name, a 'Buy' badge, previous intent, and the chat excerpt that opens to the full chat. */
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
