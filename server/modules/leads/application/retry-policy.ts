import { LeadSourceUnavailableError } from '../domain/leads.errors.js';

/**
 * How often and how patiently a source that is down or rate-limiting is asked again: exponential backoff, or the
 * wait its Retry-After asks for. A class, so tests provide one that records the waits instead of sleeping.
 */
export class SourceRetryPolicy {
  attempts = 3;
  baseDelayMs = 2_000;
  /** A source asking for a longer pause than this is left until the next scheduled sync. */
  maxDelayMs = 60_000;

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  /** The wait before attempt `attempt + 1`, or null to give up. */
  delayAfter(attempt: number, error: unknown): number | null {
    if (!(error instanceof LeadSourceUnavailableError) || !error.retryable || attempt >= this.attempts) return null;
    const delay = error.retryAfterMs ?? this.baseDelayMs * 2 ** (attempt - 1);
    return delay <= this.maxDelayMs ? delay : null;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await work();
      } catch (error) {
        const delay = this.delayAfter(attempt, error);
        if (delay === null) throw error;
        await this.sleep(delay);
      }
    }
  }
}
