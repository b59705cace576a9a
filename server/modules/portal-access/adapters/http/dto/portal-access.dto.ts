import { PORTAL_LIMITS } from '../../../../../../shared/limits.js';
import { RequiredText } from '../../../../../common/validation/fields.js';

export class ValidateLicenseDto {
  @RequiredText('Licence key', PORTAL_LIMITS.license, 'your licence key')
  license: string;
}

export class VerifyOtpDto {
  @RequiredText('Licence key', PORTAL_LIMITS.license, 'your licence key')
  license: string;

  /** Up to 12 characters: a pasted "123 456" is fine; the service reads the digits. */
  @RequiredText('Code', 12, 'the 6-digit code')
  otp: string;
}
