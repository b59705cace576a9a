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

/**
 * How far the last-seen time must move before it is written again. Written on every request, the session row was
 * rewritten (and its WAL flushed) by each click, and a dashboard's parallel calls queued on that one row's lock:
 * 120 lead-list pages a second at 50 connections. A session therefore ends 29 to 30 idle minutes after its last use.
 */
export const LAST_SEEN_STEP_MS = 60_000;

/** The last-seen time to keep after a request at `now`: moved on only in steps of LAST_SEEN_STEP_MS. */
export function nextLastSeen(lastSeenAt: number, now: Date): number {
  const t = now.getTime();
  return t - lastSeenAt >= LAST_SEEN_STEP_MS ? t : lastSeenAt;
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
