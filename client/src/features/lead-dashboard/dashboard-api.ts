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
import { ApiError, getJson, postJson, send } from '../../lib/api.js';

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

/** The query string of a lead list (or export) request, without empty parts. */
export function leadListPath(query: LeadQuery, path = '/api/leads'): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
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

/**
 * Downloads a file the server sends as an attachment: its bytes and the name the server gave it. A download cut
 * short (the connection or the server failed midway) is an ApiError with status 0, never a truncated file.
 */
async function getFile(path: string, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(path, { method: 'GET', signal });
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? null;
  try {
    return { blob: await response.blob(), fileName };
  } catch (cause) {
    throw new ApiError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : 'Download failed');
  }
}

/** Every lead the search and filters find (no cursor, no page size), as the server's CSV file. */
export function exportLeads({ q, band, intent, sort }: LeadQuery): Promise<{ blob: Blob; fileName: string | null }> {
  return getFile(leadListPath({ q, band, intent, sort }, '/api/leads/export'));
}
