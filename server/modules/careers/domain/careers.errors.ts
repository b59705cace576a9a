import { DomainError, ServiceUnavailableError } from '../../../common/errors/domain-error.js';

export const ROLES_MESSAGES = {
  missing: 'Choose at least one role you would like to apply for.',
  unknown: 'Choose a role from the list.',
} as const;

export const RESUME_MISSING_MESSAGE = 'Attach your résumé as a PDF file.';

export class UnknownRoleError extends DomainError {
  readonly code = 'validation_failed';

  constructor(message: string = ROLES_MESSAGES.unknown) {
    super(message, [{ field: 'roles', message }]);
  }
}

export class NotAPdfError extends DomainError {
  readonly code = 'unsupported_media_type';

  constructor() {
    super('Your résumé must be a PDF file. Export it as PDF from your editor and choose it again.');
  }
}

export class ResumeTooLargeError extends DomainError {
  readonly code = 'payload_too_large';

  constructor(maxBytes: number) {
    super(resumeTooLargeMessage(maxBytes));
  }
}

export function resumeTooLargeMessage(maxBytes: number): string {
  const size = maxBytes >= 1024 * 1024 ? `${+(maxBytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.floor(maxBytes / 1024)} KB`;
  return `Your résumé must be ${size} or smaller. Try exporting it without large images.`;
}

export class ApplicationNotFoundError extends DomainError {
  readonly code = 'application_not_found';

  constructor(id: string) {
    super(`There is no application with id ${id}.`);
  }
}

/** The stored file is missing or no longer matches the checksum recorded with the application. */
export class ResumeUnavailableError extends DomainError {
  readonly code = 'resume_unavailable';

  constructor(id: string, reason: string) {
    super(`The résumé of application ${id} is unavailable: ${reason}.`);
  }
}

export const RESUME_STORAGE_UNAVAILABLE_MESSAGE = 'We could not store your résumé just now. Please try again in a few minutes.';

/**
 * The résumé folder cannot take the file (not writable, read-only, full, or not a folder): a 503 with a Retry-After,
 * since an operator has to fix it; the application is not stored and no e-mail is queued.
 */
export class ResumeStorageUnavailableError extends ServiceUnavailableError {
  override readonly retryAfter = 60;

  constructor() {
    super(RESUME_STORAGE_UNAVAILABLE_MESSAGE);
  }
}
