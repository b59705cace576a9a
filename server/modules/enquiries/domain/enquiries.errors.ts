import { DomainError } from '../../../common/errors/domain-error.js';
import { MESSAGES } from '../../../../shared/messages.js';

export class TermsNotAcceptedError extends DomainError {
  readonly code = 'terms_not_accepted';

  constructor() {
    super(MESSAGES.bookingTermsUnchecked, [{ field: 'acceptedTerms', message: MESSAGES.bookingTermsUnchecked }]);
  }
}

export class UnknownCourseError extends DomainError {
  readonly code = 'validation_failed';

  constructor() {
    super('Please choose a course from the list.', [{ field: 'course', message: 'Please choose a course from the list.' }]);
  }
}
