/** After this many failed attempts an e-mail is marked failed; `mail retry <id>` puts it back in the queue. */
export const MAX_MAIL_ATTEMPTS = 20;

const MAX_DELAY_MS = 15 * 60 * 1000;

/** Exponential backoff with jitter: base, 2×base, 4×base… capped at 15 minutes. */
export function retryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
  return Math.round(exponential * (0.8 + 0.4 * random()));
}
