import type { Market } from '../../../../shared/markets.js';

/** DESIGN.md section 5: a session ends after 30 idle minutes, and 12 hours after sign-in whatever happens. */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;

/** What a buyer's session remembers. Nothing secret: the key and code are never kept. */
export interface BuyerSessionData {
  licenceId: string;
  buyerName: string;
  /** Epoch milliseconds of the sign-in. */
  signedInAt: number;
  /** Epoch milliseconds of the last request that used the session. */
  lastSeenAt: number;
  /** The licence's session generation at sign-in; a higher one now means "signed out everywhere". */
  generation?: number;
}

export type SessionVerdict = 'valid' | 'missing' | 'idle' | 'too-old';

export function judgeSession(data: Partial<BuyerSessionData> | undefined, now: Date): SessionVerdict {
  if (!data?.licenceId || typeof data.signedInAt !== 'number' || typeof data.lastSeenAt !== 'number') return 'missing';
  const t = now.getTime();
  if (t - data.signedInAt >= SESSION_ABSOLUTE_MS) return 'too-old';
  if (t - data.lastSeenAt >= SESSION_IDLE_MS) return 'idle';
  return 'valid';
}

/** The signed-in buyer, as the guard hands it to controllers. */
export interface Buyer {
  licenceId: string;
  buyerName: string;
  /** Read from the licence on every request, so `licence update --market` applies from the next click. */
  market: Market;
}
