import type { ScoredJob, ScoringJob, ScoringProgress } from '../domain/lead-insight.js';

export abstract class LeadInsightRepository {
  /**
   * Claims up to `limit` due leads (new or changed since their answer, or marked by `markOlderAnswersDue`) that no live
   * lease holds and no retry waits for. Claimed leads are leased for `leaseMs`: several instances claim disjoint
   * leads, and a worker that died lets its leads go when the lease runs out.
   */
  abstract claimDue(limit: number, leaseMs: number, licenceId?: string): Promise<ScoringJob[]>;
  /**
   * Claims up to `limit` leads whose stored answer is the offline analysis given because their licence's daily budget
   * of model calls was spent (source 'offline-budget') on an earlier UTC day, and that are not due for another reason:
   * with a new day's budget the model may read them now. Leased like claimDue's.
   */
  abstract claimBudgetStandIns(limit: number, leaseMs: number, licenceId?: string): Promise<ScoringJob[]>;
  /** Marks due every lead whose answer came from another analyzer version (after a deploy); returns how many. */
  abstract markOlderAnswersDue(analyzerVersion: string): Promise<number>;
  /** Marks due every lead of the licence that is not already; returns how many. */
  abstract markLicenceDue(licenceId: string): Promise<number>;
  /** Stores the jobs' answers and releases their leases; each lead stops being due unless it changed meanwhile. */
  abstract store(answers: readonly ScoredJob[], analyzerVersion: string): Promise<void>;
  /** Records a failed try and when to try again; the lease is released. */
  abstract markFailed(job: ScoringJob, error: string, retryInMs: number): Promise<void>;
  /** Puts a claimed lead back, due again after `retryInMs`, without counting the try or calling it failing. */
  abstract postpone(job: ScoringJob, retryInMs: number): Promise<void>;
  abstract progress(licenceId?: string): Promise<ScoringProgress>;
}
