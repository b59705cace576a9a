import { getJson, postJson } from '../../lib/api.js';

// Shapes of DESIGN.md section 4. They move to shared/api.ts when the server's licence module lands.
export interface ValidateLicenseResponse {
  ok: true;
  /** The licence holder's address, masked (j***@example.com). */
  email: string;
}

export interface VerifyOtpResponse {
  ok: true;
  buyerName: string;
}

export interface Lead {
  id: string;
  name: string;
  pastChats: string;
  pastChatsShort: string;
  pastChatsWordCount: number;
  previousIntent: string;
  intentIncludesBuy: boolean;
}

export interface BuyerInfo {
  buyerName: string;
  leads: Lead[];
}

/** Checks a licence key; on success the server e-mails a one-time code (also used to resend it). */
export function validateLicense(license: string): Promise<ValidateLicenseResponse> {
  return postJson<ValidateLicenseResponse, { license: string }>('/api/validate-license', { license });
}

/** Exchanges the key and code for a session cookie; the key never goes into a URL. */
export function verifyOtp(license: string, otp: string): Promise<VerifyOtpResponse> {
  return postJson<VerifyOtpResponse, { license: string; otp: string }>('/api/verify-otp', { license, otp });
}

export function logout(): Promise<void> {
  return postJson<void>('/api/logout', undefined);
}

/** The signed-in buyer's name and leads; an ApiError when there is no session. */
export function fetchBuyerInfo(): Promise<BuyerInfo> {
  return getJson<BuyerInfo>('/api/buyer-info');
}
