import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import type { AiAnalysis } from '../../../../shared/api.js';
import { AiInsightsService } from '../../ai-insights/application/ai-insights.service.js';
import { AnalysisTimeoutError, AnalyzerBusyError } from '../../ai-insights/domain/analysis.errors.js';
import { scoringRetryDelayMs, type ScoredJob, type ScoringJob, type ScoringProgress } from '../domain/lead-insight.js';
import { LeadInsightRepository } from '../ports/lead-insight.repository.js';
import { BookCache } from './book-cache.js';

/** Leads claimed at a time: the worker pool analyses them in parallel, and a lease covers them all. */
export const SCORING_BATCH = 50;
/** How long a claimed lead stays reserved; a worker that died lets its leads go after this. */
export const SCORING_LEASE_MS = 2 * 60 * 1000;
/** How often a run that waits for another process's leads looks again. */
const OTHERS_POLL_MS = 250;
/** A conversation that times out this many times is stored as unreadable instead of being tried forever. */
const TIMEOUTS_BEFORE_UNREADABLE = 3;

/** What an agent sees for a conversation the analyzer could not read in time: nothing invented, a plain next step. */
export const UNREADABLE_ANALYSIS: AiAnalysis = {
  predictedIntent: 'unknown',
  leadScore: 0,
  topNeeds: [],
  summary: 'This conversation could not be analysed.',
  nextBestAction: 'Read the conversation and note what the lead wants.',
  factors: [],
  source: 'offline',
};

export interface ScoringRun {
  scored: number;
  failed: number;
  /** Leads put back because the analyzer asked us to slow down (not failures: their tries are not counted). */
  postponed: number;
  /** How long the analyzer asked us to wait before the next batch, when it did. */
  waitMs?: number;
}

/** What became of one claimed lead. */
type Outcome = ScoredJob | { failed: true } | { postponedMs: number };

/**
 * Scores leads in the background and stores the answers, so the dashboard and every instance read the same insight
 * instead of analysing on demand. A lead is scored again when it changes or the analyzer does.
 */
@Injectable()
export class LeadScoringService {
  constructor(
    private readonly insights: LeadInsightRepository,
    private readonly analyzer: AiInsightsService,
    private readonly cache: BookCache,
  ) {}

  /** Whether this process has marked the answers of older analyzers due (once: the version changes only at a deploy). */
  private olderAnswersMarked = false;

  get analyzerVersion(): string {
    return this.analyzer.analyzerVersion;
  }

  /** Marks due every lead scored by another analyzer version; returns how many. Done once per process by scoreBatch. */
  async rescoreOlderAnswers(): Promise<number> {
    const marked = await this.insights.markOlderAnswersDue(this.analyzerVersion);
    this.olderAnswersMarked = true;
    return marked;
  }

  /** 'Re-score all': marks due every lead of the licence not already waiting; the workers score them. Returns how many. */
  rescoreLicence(licenceId: string): Promise<number> {
    return this.insights.markLicenceDue(licenceId);
  }

  /** Claims and scores one batch of due leads. */
  async scoreBatch(licenceId?: string, limit = SCORING_BATCH): Promise<ScoringRun> {
    if (!this.olderAnswersMarked) await this.rescoreOlderAnswers();
    const jobs = await this.insights.claimDue(limit, SCORING_LEASE_MS, licenceId);
    // New and changed leads first; room left goes to answers that stood in for the model yesterday (budget spent).
    if (jobs.length < limit) jobs.push(...(await this.insights.claimBudgetStandIns(limit - jobs.length, SCORING_LEASE_MS, licenceId)));
    const outcomes = await Promise.all(jobs.map((job) => this.score(job)));
    const answers = outcomes.filter((outcome) => 'analysis' in outcome);
    const waits = outcomes.flatMap((outcome) => ('postponedMs' in outcome ? [outcome.postponedMs] : []));
    // One statement for the batch: on the embedded database every statement waits its turn with the requests.
    await this.insights.store(answers, this.analyzerVersion);
    this.cache.changed(new Set(answers.map(({ job }) => job.licenceId)));
    const run: ScoringRun = { scored: answers.length, failed: jobs.length - answers.length - waits.length, postponed: waits.length };
    if (waits.length > 0) run.waitMs = Math.max(...waits);
    return run;
  }

  /**
   * Scores every due lead, batch after batch, until none is left (a failed one waits for its retry). With `waitForOthers`
   * it also waits for leads another process holds (a server's worker, or a run that died, whose lease then runs out).
   */
  async scoreAll(options: { licenceId?: string; onProgress?: (progress: ScoringProgress) => void; waitForOthers?: boolean } = {}): Promise<ScoringRun> {
    const total: ScoringRun = { scored: 0, failed: 0, postponed: 0 };
    let progress = await this.progress(options.licenceId);
    options.onProgress?.(progress);
    for (;;) {
      const run = await this.scoreBatch(options.licenceId);
      total.scored += run.scored;
      total.failed += run.failed;
      total.postponed += run.postponed;
      if (run.waitMs === undefined && run.scored + run.failed === SCORING_BATCH) {
        options.onProgress?.(await this.progress(options.licenceId));
        continue;
      }
      progress = await this.progress(options.licenceId);
      options.onProgress?.(progress);
      if (!options.waitForOthers || progress.scored + progress.failing >= progress.leads) return total;
      await sleep(OTHERS_POLL_MS);
    }
  }

  progress(licenceId?: string): Promise<ScoringProgress> {
    return this.insights.progress(licenceId);
  }

  /**
   * Scores one lead; a failure is recorded with its retry time and never stops the others. A rate-limited analyzer
   * puts the lead back, due after the wait it asked for, without counting a try.
   */
  private async score(job: ScoringJob): Promise<Outcome> {
    try {
      const input = { leadId: job.leadId, name: job.name, pastChats: job.pastChats, previousIntent: job.previousIntent, market: job.market };
      return { job, analysis: await this.analyzer.analyze(input, { licenceId: job.licenceId, background: true }) };
    } catch (error) {
      if (error instanceof AnalyzerBusyError) {
        await this.insights.postpone(job, error.retryAfterMs);
        return { postponedMs: error.retryAfterMs };
      }
      if (error instanceof AnalysisTimeoutError && job.attempts >= TIMEOUTS_BEFORE_UNREADABLE) return { job, analysis: UNREADABLE_ANALYSIS };
      await this.insights.markFailed(job, (error as Error)?.message ?? String(error), scoringRetryDelayMs(job.attempts));
      return { failed: true };
    }
  }
}
