import type { ValidateLicenseRequest, ValidateLicenseResponse, VerifyOtpRequest, VerifyOtpResponse } from '../../../../shared/api.js';
import { postJson } from '../../lib/api.js';

/** Checks a licence key; on success the server e-mails a one-time code (also used to resend it). */
export function validateLicense(license: string): Promise<ValidateLicenseResponse> {
  return postJson<ValidateLicenseResponse, ValidateLicenseRequest>('/api/validate-license', { license });
}

/** Exchanges the key and code for a session cookie; the key never goes into a URL. */
export function verifyOtp(license: string, otp: string): Promise<VerifyOtpResponse> {
  return postJson<VerifyOtpResponse, VerifyOtpRequest>('/api/verify-otp', { license, otp });
}
