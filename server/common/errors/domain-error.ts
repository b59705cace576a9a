import type { FieldError } from '../../../shared/api.js';

/**
 * A failure the application layer reports in its own terms. The HTTP filter maps `code` to a status;
 * the CLI prints `message`. Application services throw these, never HTTP exceptions.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  /** For limits: seconds until trying again makes sense (sent as `retryAfter` and the Retry-After header). */
  readonly retryAfter?: number;

  constructor(
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidInputError extends DomainError {
  readonly code = 'validation_failed';
}

export class ServiceUnavailableError extends DomainError {
  readonly code = 'service_unavailable';
}
