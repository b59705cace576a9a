import type {
  AiAnalysis,
  AiAnalysisRequest,
  BuyerInfo,
  LeadDetail,
  LeadIntent,
  LeadPage,
  LeadSort,
  RescoreResponse,
  ScoreBand,
} from '../../../../shared/api.js';
import { getJson, postJson } from '../../lib/api.js';

export function logoutEverywhere(): Promise<void> {
  return postJson<void>('/api/logout-everywhere', undefined);
}

export function logout(): Promise<void> {
  return postJson<void>('/api/logout', undefined);
}

/** The signed-in buyer's name, the first page of leads by score and the book's totals; an ApiError without a session. */
export function fetchBuyerInfo(): Promise<BuyerInfo> {
  return getJson<BuyerInfo>('/api/buyer-info');
}

/** What the lead list asks for: everything optional, the server's defaults (score order, 50 a page) otherwise. */
export interface LeadQuery {
  q?: string;
  band?: ScoreBand;
  intent?: LeadIntent;
  sort?: LeadSort;
  cursor?: string;
  limit?: number;
}

/** The query string of a lead list request, without empty parts. */
export function leadListPath(query: LeadQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `/api/leads?${search}` : '/api/leads';
}

/** One page of the book; `signal` cancels it when the query changes before it lands. */
export function fetchLeads(query: LeadQuery, signal?: AbortSignal): Promise<LeadPage> {
  return getJson<LeadPage>(leadListPath(query), signal);
}

/** One lead whole, with its stored insight. */
export function fetchLead(id: string, signal?: AbortSignal): Promise<LeadDetail> {
  return getJson<LeadDetail>(`/api/leads/${encodeURIComponent(id)}`, signal);
}

/** The AI insights for one lead, computed now; `signal` cancels the request when another lead is chosen. */
export function analyzeLead(request: AiAnalysisRequest, signal?: AbortSignal): Promise<AiAnalysis> {
  return postJson<AiAnalysis, AiAnalysisRequest>('/api/ai-analysis', request, signal);
}

/** 'Re-score all': every lead waits for a new score from the server's scoring workers. */
export function rescoreAll(): Promise<RescoreResponse> {
  return postJson<RescoreResponse>('/api/leads/rescore', undefined);
}
