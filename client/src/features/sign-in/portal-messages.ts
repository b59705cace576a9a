import { MESSAGES } from '../../../../shared/messages.js';
import { ApiError } from '../../lib/api.js';

/** Portal copy that only the login screen shows (kept here, not in shared/messages.ts, which every page loads). */
export const OTP_STILL_VALID = 'Your earlier code is still valid: check your inbox (and spam folder).';

/** No answer, or the server failed: not the visitor's fault, so not "invalid". */
function isOutage(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
}

/** Spec: a rejected key shows 'Invalid license key'; network or other failures 'Something went wrong'. */
export function licenceErrorMessage(error: unknown): string {
  if (isOutage(error)) return MESSAGES.somethingWentWrong;
  // Too many tries: the server's message says how long to wait, which "invalid" would hide.
  if (error instanceof ApiError && error.status === 429) return error.message;
  return MESSAGES.licenceInvalid;
}

/** Spec: a rejected code shows the server's message, or 'Invalid OTP' when it sent none. */
export function otpErrorMessage(error: unknown): string {
  if (isOutage(error)) return MESSAGES.somethingWentWrong;
  return error instanceof ApiError && error.code !== 'HTTP_ERROR' && error.message ? error.message : MESSAGES.otpInvalid;
}
