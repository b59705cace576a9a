import type { AiAnalysis } from '../../../../shared/api.js';
import type { ScoringJob, ScoringProgress } from '../domain/lead-insight.js';

export abstract class LeadInsightRepository {
  /**
   * Claims up to `limit` leads whose stored answer is missing, stale (the lead changed since) or from another analyzer
   * version, and not claimed by a live lease or waiting for a retry. Claimed leads are leased for `leaseMs`: several
   * instances claim disjoint leads, and a worker that died lets its leads go when the lease runs out.
   */
  abstract claimDue(limit: number, leaseMs: number, analyzerVersion: string, licenceId?: string): Promise<ScoringJob[]>;
  /** Stores a job's answer and releases its lease. */
  abstract store(job: ScoringJob, analysis: AiAnalysis, analyzerVersion: string): Promise<void>;
  /** Records a failed try and when to try again; the lease is released. */
  abstract markFailed(job: ScoringJob, error: string, retryInMs: number): Promise<void>;
  abstract progress(analyzerVersion: string, licenceId?: string): Promise<ScoringProgress>;
}
