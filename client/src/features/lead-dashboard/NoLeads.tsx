import { useId } from 'react';
import { Link } from 'react-router';
import { SITE } from '../../../../shared/site.js';

/** A buyer without leads yet: where leads come from, and whom to ask. */
export function NoLeads() {
  const titleId = useId();
  return (
    <section className="portal-card portal-empty" aria-labelledby={titleId}>
      <h2 id={titleId} className="portal-card__title">
        No leads yet
      </h2>
      <p>
        Your leads appear here as soon as your admin imports them or syncs your agency’s Google Sheet. There is nothing to
        set up on your side: come back after the next import.
      </p>
      <p>
        Expected leads by now? Write to{' '}
        <a href={`mailto:${SITE.email}?subject=${encodeURIComponent('No leads in my dashboard')}`}>{SITE.email}</a> or use
        the <Link to="/contact">contact form</Link>.
      </p>
    </section>
  );
}
