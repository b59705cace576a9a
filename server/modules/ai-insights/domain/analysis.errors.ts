import { DomainError } from '../../../common/errors/domain-error.js';

/** The analysis ran past its time limit and was stopped, so that one lead's text cannot hold the server up. */
export class AnalysisTimeoutError extends DomainError {
  readonly code = 'analysis_timeout';
  readonly retryAfter = 5;

  constructor() {
    super('This analysis took too long and was stopped. Try again in a few seconds.');
  }
}
