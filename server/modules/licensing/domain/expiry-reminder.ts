import { SITE } from '../../../../shared/site.js';
import type { OutgoingMail } from '../../mail/domain/outgoing-mail.js';
import type { Licence } from './licence.js';

export type ReminderKind = '14d' | '1d';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long before the expiry each reminder goes out. */
export const REMINDER_LEAD_MS: Record<ReminderKind, number> = { '14d': 14 * DAY_MS, '1d': DAY_MS };

/**
 * The reminder a licence is due now, if any: the 1-day one inside the last day, the 14-day one inside the last
 * fortnight (not when the last day has come: the 1-day one says it better). Only active licences that expire.
 */
export function dueReminder(licence: Pick<Licence, 'status' | 'expiresAt'>, now: Date): ReminderKind | null {
  if (licence.status !== 'active' || !licence.expiresAt) return null;
  const left = licence.expiresAt.getTime() - now.getTime();
  if (left <= 0) return null;
  if (left <= REMINDER_LEAD_MS['1d']) return '1d';
  if (left <= REMINDER_LEAD_MS['14d']) return '14d';
  return null;
}

/** Days left, rounded up (a licence that ends in 3 hours has 1 day left); null for a licence that never expires. */
export function daysLeft(expiresAt: Date | null, now: Date): number | null {
  if (!expiresAt) return null;
  return Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS));
}

export function expiryReminderMail(licence: Pick<Licence, 'email' | 'buyerName' | 'expiresAt'>, kind: ReminderKind): OutgoingMail {
  const date = licence.expiresAt!.toISOString().slice(0, 10);
  const when = kind === '1d' ? 'tomorrow' : 'in two weeks';
  return {
    kind: `licence.expiry-${kind}`,
    to: licence.email,
    subject: `Your ${SITE.name} licence ends ${when} (${date})`,
    text: [
      `Hello ${licence.buyerName},`,
      '',
      `Your licence for the ${SITE.name} lead portal ends ${when}, on ${date} (UTC). After that the licence key no`,
      'longer signs in; your leads stay with us.',
      '',
      `To keep using the portal, reply to this e-mail or write to ${SITE.email}, and we will extend it.`,
      '',
      `— The ${SITE.name} team`,
      `${SITE.email} · ${SITE.phone}`,
    ].join('\n'),
  };
}
