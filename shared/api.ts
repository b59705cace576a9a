/** Request and response shapes of the HTTP API (DESIGN.md section 4). */
import type { Market, MoneyAmount } from './markets.js';
export interface ContactRequest {
  fullName: string;
  email: string;
  subject: string;
  message: string;
  website?: string;
}

export interface BookingRequest {
  name: string;
  email: string;
  course: string;
  phone?: string;
  message?: string;
  acceptedTerms: boolean;
  website?: string;
}

export interface CreatedResponse {
  id: string;
}

export interface FieldError {
  field: string;
  message: string;
}

export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: FieldError[];
  retryAfter?: number;
}

// ---- The buyer portal (DESIGN.md sections 4 and 5) ----

export interface ValidateLicenseRequest {
  /** The licence key as typed: dashes, spaces and letter case do not matter. */
  license: string;
}

export interface ValidateLicenseResponse {
  ok: true;
  /** The licence holder's address, masked (j***@example.com). */
  email: string;
  /** False when a code was sent less than a minute ago and is still valid: no new e-mail went out. */
  codeSent: boolean;
  /** Seconds until a new code may be requested (the resend countdown). */
  resendAfter: number;
  /** Seconds the current code stays valid. */
  expiresIn: number;
}

export interface VerifyOtpRequest {
  license: string;
  otp: string;
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
  /** How to reach the lead, when the sheet had any of the optional contact columns for them. */
  contact?: LeadContactView;
}

/** A lead's contact details as the lead card links them. */
export interface LeadContactView {
  /** `e164` for tel: links, `display` grouped as the country writes it; `whatsapp` when it is a mobile number. */
  phone: { e164: string; display: string; whatsapp: boolean } | null;
  email: string | null;
  /** Where the lead came from ("Facebook ad", "99acres", "Rightmove"). */
  source: string | null;
  /** ISO 8601; a day without a time is stored at noon UTC. */
  lastContactAt: string | null;
}

export interface BuyerInfo {
  buyerName: string;
  /** The first page of the book by score (LEAD_PAGE_SIZE leads), each with its stored insight; the rest through /api/leads. */
  leads: BuyerInfoLead[];
  /** The licence's market: how the cards write money and words. */
  market?: Market;
  /** The whole book's counts. */
  totals: LeadTotals;
  /** The cursor of the next page of GET /api/leads (sort by score); null when the first page is the whole book. */
  nextCursor: string | null;
}

/** A lead of buyer-info's first page: the spec's lead and its row in the lead list. */
export type BuyerInfoLead = Lead & LeadSummary;

export const LEAD_INTENTS = ['buy', 'rent', 'sell', 'invest', 'browse', 'unknown'] as const;
export type LeadIntent = (typeof LEAD_INTENTS)[number];

export interface AiAnalysisRequest {
  name: string;
  pastChats: string;
  previousIntent: string;
  /** The stored lead this analysis is for; lets the server cache per lead. */
  leadId?: string;
  /**
   * Set by the server from the licence, never read from the request body: the currency of amounts the chat names no
   * currency for, and the words of the card. 'us' when unset.
   */
  market?: Market;
}

/** One signal behind the lead score and how many points it added (positive) or removed (negative). */
export interface ScoreFactor {
  label: string;
  impact: number;
}

/**
 * Who wrote an analysis: the offline analyzer, the configured model, the offline analyzer because the model failed
 * ('offline-fallback'), or because the licence's daily budget of model calls was spent ('offline-budget').
 */
export type AnalysisSource = 'offline' | 'openai' | 'offline-fallback' | 'offline-budget';

export interface AiAnalysis {
  predictedIntent: LeadIntent;
  /** 0-100. */
  leadScore: number;
  topNeeds: string[];
  summary: string;
  nextBestAction: string;
  /** The signals that moved the score most, largest first. */
  factors: ScoreFactor[];
  source: AnalysisSource;
  /** The lead's budget with its currency, when the conversation states one (the same figure topNeeds shows). */
  budget?: MoneyAmount;
}

/** Analyses of stored leads in one call (the dashboard's 'Analyze all leads'); only the session's own leads. */
export interface AiAnalysisBatchRequest {
  /** 1 to AI_BATCH_MAX ids from buyer-info. */
  leadIds: string[];
}

export interface AiAnalysisBatchResponse {
  results: { leadId: string; analysis: AiAnalysis }[];
  /** Ids that are not (or no longer) leads of this licence: skipped. */
  missing: string[];
}

export const AI_BATCH_MAX = 20;

/** The score bands the lead list filters and counts by: hot above 70, warm above 40, cold otherwise (the spec's colours). */
export const SCORE_BANDS = ['hot', 'warm', 'cold'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

/** How the lead list can be ordered: best score first (the default), by name, or most recently updated first. */
export const LEAD_SORTS = ['score', 'name', 'updated'] as const;
export type LeadSort = (typeof LEAD_SORTS)[number];

export const LEAD_PAGE_SIZE = 50;
export const LEAD_PAGE_MAX = 100;
/** A longer search is refused (400): names and phrases are far shorter. */
export const LEAD_SEARCH_MAX = 100;

/** A lead's stored insight as the list shows it. */
export interface LeadInsightSummary {
  score: number;
  band: ScoreBand;
  intent: LeadIntent;
  /** The factor that moved the score most, in the market's words, or null when none did. */
  topReason: string | null;
}

/** One row of the lead list: no whole conversation, so a page stays small however long the chats. */
export interface LeadSummary {
  id: string;
  name: string;
  pastChatsShort: string;
  previousIntent: string;
  updatedAt: string;
  /** Null while the lead waits to be scored. */
  insight: LeadInsightSummary | null;
}

/** The licence's whole book, whatever the filters: how many leads, per band, and how many wait to be scored. */
export interface LeadTotals {
  leads: number;
  hot: number;
  warm: number;
  cold: number;
  /** Never scored yet: in none of the bands. */
  unscored: number;
  /** Waiting for a score: never scored, or changed (or re-scoring asked for) since. */
  pending: number;
}

export interface LeadPage {
  leads: LeadSummary[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
  totals: LeadTotals;
}

/** POST /api/leads/rescore: how many leads now wait for a new score, and the book's totals. */
export interface RescoreResponse {
  queued: number;
  totals: LeadTotals;
}

/** One lead with its whole conversation and its stored insight. */
export interface LeadDetail {
  lead: Lead & { updatedAt: string };
  insight: {
    analysis: AiAnalysis;
    analyzerVersion: string;
    analysedAt: string;
    /** False when the lead changed or the analyzer did since: a new answer is on its way. */
    current: boolean;
  } | null;
}
