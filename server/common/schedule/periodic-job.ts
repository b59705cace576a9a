import type { BeforeApplicationShutdown, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';

/**
 * A job that instances running workers repeat on a timer (e-mails a table says are due): one run at a time per
 * instance, a failure logged and left to the next tick (usually the database was briefly away), and shutdown waiting
 * for the run in progress. What makes it safe on several instances is the job's own claim in the database.
 */
export abstract class PeriodicJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private current?: Promise<number>;

  protected constructor(
    private readonly settings: { config: AppConfig; logger: Logger; everyMs: number; runAtStart: boolean; what: string },
  ) {}

  /** Does the work due now; returns how many things it did (e-mails queued), for the log. */
  abstract sendDue(): Promise<number>;

  onApplicationBootstrap(): void {
    if (!this.settings.config.env.RUN_WORKERS) return;
    if (this.settings.runAtStart) void this.tick();
    this.timer = setInterval(() => void this.tick(), this.settings.everyMs);
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.current?.catch(() => undefined);
  }

  private async tick(): Promise<void> {
    const { logger, what } = this.settings;
    this.current ??= this.sendDue().finally(() => (this.current = undefined));
    try {
      const done = await this.current;
      if (done) logger.log(`Queued ${done} ${what}(s)`);
    } catch (error) {
      logger.warn(`Could not send ${what}s: ${(error as Error).message}`);
    }
  }
}
