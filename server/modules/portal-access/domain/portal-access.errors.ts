import { DomainError } from '../../../common/errors/domain-error.js';

export const SESSION_MESSAGES = {
  missing: 'Please sign in with your licence key.',
  idle: 'You were signed out after 30 minutes without activity. Please sign in again.',
  'too-old': 'Your session has ended after 12 hours. Please sign in again.',
  licence: 'This licence is no longer active. Please contact us.',
  ended: 'You were signed out on every device (Sign out everywhere, or a new licence key). Please sign in again.',
} as const;

export class SessionRequiredError extends DomainError {
  readonly code = 'session_required';

  constructor(reason: keyof typeof SESSION_MESSAGES) {
    super(SESSION_MESSAGES[reason]);
  }
}
