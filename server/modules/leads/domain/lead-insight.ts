import type { AiAnalysis } from '../../../../shared/api.js';
import type { Market } from '../../../../shared/markets.js';

/** A lead to score: its conversation as the analyzer reads it, and the licence's market. */
export interface ScoringJob {
  leadId: string;
  licenceId: string;
  market: Market;
  name: string;
  pastChats: string;
  previousIntent: string;
  /** The lead's `updated_at` when it was claimed, exactly as the database has it: an edit after that keeps it due. */
  leadUpdatedAt: string;
  /** Tries so far, this one included. */
  attempts: number;
}

/** A job and the analysis to store for it. */
export interface ScoredJob {
  job: ScoringJob;
  analysis: AiAnalysis;
}

/** A lead's stored analysis and who made it. */
export interface StoredInsight {
  leadId: string;
  analysis: AiAnalysis;
  analyzerVersion: string;
  analysedAt: Date;
}

/** How far a licence's (or every licence's) leads are scored by the current analyzer. */
export interface ScoringProgress {
  leads: number;
  /** Leads whose stored answer is for their current conversation, from the current analyzer. */
  scored: number;
  /** Leads whose last try failed and that wait for a retry. */
  failing: number;
}

const FIRST_RETRY_MS = 30 * 1000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;

/** A failed analysis is tried again after 30 s, then 1, 2, 4… minutes, at most an hour apart: it never blocks the others. */
export function scoringRetryDelayMs(attempts: number): number {
  return Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}
