import { SITE } from '../../../../shared/site.js';
import type { OutgoingMail } from '../../mail/domain/outgoing-mail.js';

/** A lead an import or sync turned hot, as the alert names it. */
export interface HotLead {
  name: string;
  score: number;
  topReason: string | null;
}

/** Leads named in one alert; the rest are counted, and the dashboard lists them all. */
export const ALERT_LIST_MAX = 20;

/** The dashboard, where the alert sends the agent. */
export const DASHBOARD_PATH = '/products/airedashboard';

/**
 * One e-mail for the leads that one import or sync turned hot, best first, each with the reason that moved its score
 * most. Plain text, so a name from a sheet can never become markup.
 */
export function hotLeadAlertMail(licence: { email: string; buyerName: string }, leads: readonly HotLead[], appOrigin: string): OutgoingMail {
  const sorted = [...leads].sort((a, b) => b.score - a.score || a.name.localeCompare(b.name));
  const named = sorted.slice(0, ALERT_LIST_MAX).map((lead) => `- ${lead.name}, score ${lead.score}${lead.topReason ? `: ${lead.topReason}` : ''}`);
  const more = sorted.length - named.length;
  return {
    kind: 'leads.hot-alert',
    to: licence.email,
    subject: sorted.length === 1 ? `${sorted[0].name} is now a hot lead` : `${sorted.length} leads are now hot`,
    text: [
      `Hello ${licence.buyerName},`,
      '',
      `Your latest lead import scored ${sorted.length === 1 ? 'this lead' : 'these leads'} above 70, ready for a call:`,
      '',
      ...named,
      ...(more > 0 ? [`- and ${more} more`] : []),
      '',
      `See ${sorted.length === 1 ? 'it' : 'them'} on your dashboard: ${new URL(DASHBOARD_PATH, appOrigin).href}`,
      '',
      'You hear about each lead once. To stop these e-mails, reply and ask us to turn hot-lead alerts off.',
      '',
      `— The ${SITE.name} team`,
      `${SITE.email} · ${SITE.phone}`,
    ].join('\n'),
  };
}
