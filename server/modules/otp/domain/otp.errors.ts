import { DomainError } from '../../../common/errors/domain-error.js';
import { MESSAGES } from '../../../../shared/messages.js';

export class InvalidOtpError extends DomainError {
  readonly code = 'invalid_otp';

  constructor() {
    super(MESSAGES.otpInvalid);
  }
}

export class OtpExpiredError extends DomainError {
  readonly code = 'otp_expired';

  constructor() {
    super('This code has expired. Request a new one.');
  }
}

/** The fifth wrong code burns the code: guessing stops, and the buyer asks for a new one. */
export class OtpAttemptsExhaustedError extends DomainError {
  readonly code = 'otp_attempts_exhausted';

  constructor(readonly retryAfter: number) {
    super('Too many wrong codes. This code no longer works: request a new one.');
  }
}

export class OtpSendLimitError extends DomainError {
  readonly code = 'otp_send_limit';

  constructor(readonly retryAfter: number) {
    super(
      retryAfter > 90
        ? `Too many codes were requested for this licence. Try again in ${Math.ceil(retryAfter / 60)} minutes.`
        : `A code was sent moments ago. You can ask for a new one in ${retryAfter} seconds.`,
    );
  }
}
