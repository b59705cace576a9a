import { DomainError } from '../../../common/errors/domain-error.js';

/** The analysis ran past its time limit and was stopped, so that one lead's text cannot hold the server up. */
export class AnalysisTimeoutError extends DomainError {
  readonly code = 'analysis_timeout';
  readonly retryAfter = 5;

  constructor() {
    super('This analysis took too long and was stopped. Try again in a few seconds.');
  }
}

/**
 * The model's server asked us to slow down (HTTP 429). Raised only for analyses nobody waits on (background scoring),
 * so the job is tried again after `retryAfterMs` instead of storing the offline fallback for good.
 */
export class AnalyzerBusyError extends Error {
  constructor(readonly retryAfterMs: number) {
    super(`the AI service is rate limited; retry in ${Math.ceil(retryAfterMs / 1000)} s`);
  }
}
