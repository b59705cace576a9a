import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { LeadScoringService, SCORING_BATCH } from './lead-scoring.service.js';

/**
 * Scores new, changed and stale leads in the background. Every instance runs one; the claim in the database makes
 * sure each lead is scored by one of them. While batches come back full it goes straight on; then it polls.
 */
@Injectable()
export class LeadScoringWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('LeadScoringWorker');
  private timer?: NodeJS.Timeout;
  private current?: Promise<unknown>;
  private polling = false;

  constructor(
    private readonly scoring: LeadScoringService,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.env.RUN_WORKERS) return;
    this.polling = true;
    this.schedule(this.config.env.SCORING_POLL_MS);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.polling = false;
    clearTimeout(this.timer);
    await this.current?.catch(() => undefined);
  }

  private schedule(delayMs: number): void {
    if (!this.polling) return;
    this.timer = setTimeout(() => void this.tick(), delayMs);
  }

  private async tick(): Promise<void> {
    let next = this.config.env.SCORING_POLL_MS;
    const run = this.scoring.scoreBatch();
    this.current = run;
    try {
      const { scored, failed, postponed, waitMs } = await run;
      // Yield to requests between full batches, then go on; after a rate limit, wait as long as the analyzer asked.
      if (waitMs !== undefined) next = Math.max(next, waitMs);
      else if (scored + failed === SCORING_BATCH) next = 10;
      if (failed > 0) this.logger.warn(`${failed} lead(s) could not be scored; each is retried later`);
      if (postponed > 0) this.logger.warn(`The AI service is rate limited: ${postponed} lead(s) wait ${Math.ceil(next / 1000)} s`);
    } catch (error) {
      // Usually the database is briefly unreachable; the claimed leads' lease runs out and the next tick tries again.
      this.logger.warn(`Lead scoring could not read or store insights: ${(error as Error).message}`);
    } finally {
      this.current = undefined;
      this.schedule(next);
    }
  }
}
