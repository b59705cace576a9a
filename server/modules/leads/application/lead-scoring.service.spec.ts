import type { AiAnalysis, AiAnalysisRequest } from '../../../../shared/api.js';
import { Clock } from '../../../common/time/clock.js';
import { AiInsightsService } from '../../ai-insights/application/ai-insights.service.js';
import { AnalysisTimeoutError, AnalyzerBusyError } from '../../ai-insights/domain/analysis.errors.js';
import { LeadAnalyzer, type AnalysisContext } from '../../ai-insights/ports/lead-analyzer.js';
import type { ScoredJob, ScoringJob, ScoringProgress } from '../domain/lead-insight.js';
import { LeadInsightRepository } from '../ports/lead-insight.repository.js';
import type { LeadListRepository } from '../ports/lead-list.repository.js';
import { BookCache } from './book-cache.js';
import { LeadScoringService, SCORING_BATCH, UNREADABLE_ANALYSIS } from './lead-scoring.service.js';

/** Hands out its jobs in batches, as the database would, and records what happened to each. */
class JobsInMemory extends LeadInsightRepository {
  stored = new Map<string, { analysis: AiAnalysis; version: string }>();
  failed = new Map<string, { error: string; retryInMs: number }>();
  postponed = new Map<string, number>();
  claims: Array<{ limit: number; licenceId?: string }> = [];
  markedFor: string[] = [];

  standInClaims: number[] = [];

  constructor(
    private queue: ScoringJob[],
    private standIns: ScoringJob[] = [],
  ) {
    super();
  }

  async claimBudgetStandIns(limit: number): Promise<ScoringJob[]> {
    this.standInClaims.push(limit);
    const batch = this.standIns.slice(0, limit);
    this.standIns = this.standIns.slice(limit);
    return batch;
  }

  async claimDue(limit: number, _leaseMs: number, licenceId?: string): Promise<ScoringJob[]> {
    this.claims.push({ limit, licenceId });
    const batch = this.queue.slice(0, limit);
    this.queue = this.queue.slice(limit);
    return batch;
  }

  async markOlderAnswersDue(version: string): Promise<number> {
    this.markedFor.push(version);
    return 0;
  }

  async markLicenceDue(): Promise<number> {
    return 0;
  }

  async store(answers: readonly ScoredJob[], version: string): Promise<void> {
    for (const { job, analysis } of answers) this.stored.set(job.leadId, { analysis, version });
  }

  async markFailed(job: ScoringJob, error: string, retryInMs: number): Promise<void> {
    this.failed.set(job.leadId, { error, retryInMs });
  }

  async postpone(job: ScoringJob, retryInMs: number): Promise<void> {
    this.postponed.set(job.leadId, retryInMs);
  }

  async progress(): Promise<ScoringProgress> {
    return { leads: this.stored.size + this.failed.size + this.queue.length, scored: this.stored.size, failing: this.failed.size };
  }
}

class ScriptedAnalyzer extends LeadAnalyzer {
  readonly version = 'offline-test';
  readonly contexts: AnalysisContext[] = [];
  constructor(private readonly fails: (input: AiAnalysisRequest) => Error | null = () => null) {
    super();
  }
  async analyze(input: AiAnalysisRequest, context?: AnalysisContext): Promise<AiAnalysis> {
    this.contexts.push(context ?? {});
    const error = this.fails(input);
    if (error) throw error;
    return { predictedIntent: 'buy', leadScore: 60, topNeeds: [], summary: input.name ?? '', nextBestAction: '', factors: [], source: 'offline' };
  }
}

const job = (n: number, attempts = 1): ScoringJob => ({
  leadId: `lead-${n}`,
  licenceId: 'licence-1',
  market: 'in',
  name: `Lead ${n}`,
  pastChats: 'Lead: 2 BHK in Baner, budget 80 lakh',
  previousIntent: '',
  leadUpdatedAt: '2026-11-01 00:00:00.123456+00',
  attempts,
});

describe('LeadScoringService', () => {
  const service = (jobs: ScoringJob[], analyzer = new ScriptedAnalyzer(), standIns: ScoringJob[] = []) => {
    const repository = new JobsInMemory(jobs, standIns);
    return { repository, scoring: new LeadScoringService(repository, new AiInsightsService(analyzer), new BookCache({} as LeadListRepository, new Clock())) };
  };

  it('stores every answer with the analyzer version, batch after batch, until no lead is due', async () => {
    const { repository, scoring } = service(Array.from({ length: SCORING_BATCH + 3 }, (_, i) => job(i)));
    const seen: ScoringProgress[] = [];
    expect(await scoring.scoreAll({ licenceId: 'licence-1', onProgress: (p) => seen.push(p) })).toEqual({ scored: SCORING_BATCH + 3, failed: 0, postponed: 0 });
    expect(repository.stored.size).toBe(SCORING_BATCH + 3);
    expect(repository.stored.get('lead-0')).toMatchObject({ version: 'offline-test', analysis: { summary: 'Lead 0', leadScore: 60 } });
    expect(repository.claims.every((c) => c.licenceId === 'licence-1')).toBe(true);
    // Answers of another analyzer version are marked due once, before the first claim.
    expect(repository.markedFor).toEqual(['offline-test']);
    expect(seen.at(-1)).toEqual({ leads: SCORING_BATCH + 3, scored: SCORING_BATCH + 3, failing: 0 });
  });

  it('records a failure with its retry time and goes on with the others', async () => {
    const analyzer = new ScriptedAnalyzer((input) => (input.name === 'Lead 1' ? new Error('model unavailable') : null));
    const { repository, scoring } = service([job(0), job(1, 2), job(2)], analyzer);
    expect(await scoring.scoreBatch()).toEqual({ scored: 2, failed: 1, postponed: 0 });
    expect([...repository.stored.keys()].sort()).toEqual(['lead-0', 'lead-2']);
    // Second attempt: a minute later.
    expect(repository.failed.get('lead-1')).toEqual({ error: 'model unavailable', retryInMs: 60_000 });
  });

  it('fills a batch that due leads leave room in with answers that stood in for the model on an earlier day, new leads first', async () => {
    const { repository, scoring } = service([job(0), job(1)], new ScriptedAnalyzer(), [job(7), job(8)]);
    expect(await scoring.scoreBatch(undefined, 3)).toEqual({ scored: 3, failed: 0, postponed: 0 });
    expect(repository.standInClaims).toEqual([1]);
    expect([...repository.stored.keys()]).toEqual(['lead-0', 'lead-1', 'lead-7']);
    // A full batch of due leads leaves no room: stand-ins are not even looked for.
    const full = service([job(0), job(1)], new ScriptedAnalyzer(), [job(7)]);
    await full.scoring.scoreBatch(undefined, 2);
    expect(full.repository.standInClaims).toEqual([]);
  });

  it('asks as a background job of the lead’s licence, so the model call spends that licence’s budget', async () => {
    const analyzer = new ScriptedAnalyzer();
    await service([job(0)], analyzer).scoring.scoreBatch();
    expect(analyzer.contexts).toEqual([{ licenceId: 'licence-1', background: true }]);
  });

  it('puts leads back, without a failure, for as long as a rate-limited analyzer asks, and says how long to wait', async () => {
    const analyzer = new ScriptedAnalyzer((input) => (input.name === 'Lead 0' ? null : new AnalyzerBusyError(input.name === 'Lead 1' ? 20_000 : 45_000)));
    const { repository, scoring } = service([job(0), job(1), job(2)], analyzer);
    expect(await scoring.scoreBatch()).toEqual({ scored: 1, failed: 0, postponed: 2, waitMs: 45_000 });
    expect(Object.fromEntries(repository.postponed)).toEqual({ 'lead-1': 20_000, 'lead-2': 45_000 });
    expect(repository.failed.size).toBe(0);
    expect([...repository.stored.keys()]).toEqual(['lead-0']);
  });

  it('retries a conversation that timed out, and stores it as unreadable after the third time, never inventing an answer', async () => {
    const analyzer = new ScriptedAnalyzer(() => new AnalysisTimeoutError());
    const { repository, scoring } = service([job(0, 2), job(1, 3)], analyzer);
    await scoring.scoreBatch();
    expect(repository.failed.has('lead-0')).toBe(true);
    expect(repository.stored.get('lead-1')?.analysis).toEqual(UNREADABLE_ANALYSIS);
    expect(UNREADABLE_ANALYSIS).toMatchObject({ predictedIntent: 'unknown', leadScore: 0, topNeeds: [] });
  });
});
