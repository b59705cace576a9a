/**
 * How long an e-mail keeps being retried. An outage of the SMTP server (or of its credentials, or of the network to
 * it) over a night or a weekend must not turn every e-mail of that time into a `failed` row that someone has to
 * requeue by hand with `mail retry`; after two days, the e-mail has lost its point and is marked failed.
 */
export const GIVE_UP_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

/** The longest wait between two attempts: after a long outage, mail flows again at most this long after it ends. */
export const MAX_RETRY_DELAY_MS = 5 * 60 * 1000;

/** Each retry waits this share of the time the e-mail has already waited. */
const SHARE_OF_WAIT = 0.25;

/**
 * The wait before the next attempt of an e-mail that has been waiting `waitedMs` since it was queued: a quarter of
 * that time, at least `baseMs` (MAIL_RETRY_BASE_MS, the first retry) and at most five minutes, spread by ±20% so
 * that instances do not retry in lockstep.
 *
 * Why a share of the wait, rather than doubling the delay after each attempt: doubling makes each wait about as
 * long as all the waits before it, so the mail of an outage arrives up to the whole outage's length after the
 * server is back: after a one-minute SMTP outage up to a minute late, after a one-hour outage up to 15 minutes
 * (the old cap), and a one-time code is only valid for 10 minutes. A quarter of the wait keeps that lateness to
 * about a quarter of the outage (a one-minute outage: about 15 s) and to five minutes at most, while the number of
 * attempts still grows only logarithmically with the outage (about 30 in the first hour, then one every five
 * minutes), so a server that is down is not hammered.
 */
export function retryDelayMs(waitedMs: number, baseMs: number, random: () => number = Math.random): number {
  const delay = Math.min(Math.max(baseMs, Math.max(0, waitedMs) * SHARE_OF_WAIT), MAX_RETRY_DELAY_MS);
  return Math.round(delay * (0.8 + 0.4 * random()));
}

/** Whether an e-mail that has waited `waitedMs` and failed again should be marked failed instead of retried. */
export function shouldGiveUp(waitedMs: number): boolean {
  return waitedMs >= GIVE_UP_AFTER_MS;
}
