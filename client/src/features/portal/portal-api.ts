import type {
  AiAnalysis,
  AiAnalysisBatchRequest,
  AiAnalysisBatchResponse,
  AiAnalysisRequest,
  BuyerInfo,
  ValidateLicenseRequest,
  ValidateLicenseResponse,
  VerifyOtpRequest,
  VerifyOtpResponse,
} from '../../../../shared/api.js';
import { getJson, postJson } from '../../lib/api.js';

/** Checks a licence key; on success the server e-mails a one-time code (also used to resend it). */
export function validateLicense(license: string): Promise<ValidateLicenseResponse> {
  return postJson<ValidateLicenseResponse, ValidateLicenseRequest>('/api/validate-license', { license });
}

/** Exchanges the key and code for a session cookie; the key never goes into a URL. */
export function verifyOtp(license: string, otp: string): Promise<VerifyOtpResponse> {
  return postJson<VerifyOtpResponse, VerifyOtpRequest>('/api/verify-otp', { license, otp });
}

export function logoutEverywhere(): Promise<void> {
  return postJson<void>('/api/logout-everywhere', undefined);
}

export function logout(): Promise<void> {
  return postJson<void>('/api/logout', undefined);
}

/** The signed-in buyer's name and leads; an ApiError when there is no session. */
export function fetchBuyerInfo(): Promise<BuyerInfo> {
  return getJson<BuyerInfo>('/api/buyer-info');
}

/** The AI insights for one lead; `signal` cancels the request when another lead is chosen. */
export function analyzeLead(request: AiAnalysisRequest, signal?: AbortSignal): Promise<AiAnalysis> {
  return postJson<AiAnalysis, AiAnalysisRequest>('/api/ai-analysis', request, signal);
}

/** The AI insights for up to AI_BATCH_MAX stored leads at once ('Analyze all leads'); `signal` cancels it. */
export function analyzeLeads(leadIds: string[], signal?: AbortSignal): Promise<AiAnalysisBatchResponse> {
  return postJson<AiAnalysisBatchResponse, AiAnalysisBatchRequest>('/api/ai-analysis/batch', { leadIds }, signal);
}
