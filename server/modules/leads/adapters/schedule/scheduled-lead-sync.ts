import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../../../../config/app-config.js';
import { describeTarget } from '../../domain/lead-source.js';
import { LeadSourcesService } from '../../application/lead-sources.service.js';

export const LEAD_SYNC_INTERVAL = 'lead-source-sync';

/**
 * Syncs every lead source each LEADS_SYNC_INTERVAL_MINUTES (0: never) on instances that run workers (not the CLI).
 * Every instance ticks; the sync lock lets one of them work and the others skip.
 */
@Injectable()
export class ScheduledLeadSync implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('LeadSync');
  private current?: Promise<void>;

  constructor(
    private readonly sources: LeadSourcesService,
    private readonly config: AppConfig,
    private readonly registry: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    const minutes = this.config.env.LEADS_SYNC_INTERVAL_MINUTES;
    if (!this.config.env.RUN_WORKERS || minutes === 0) return;
    this.registry.addInterval(LEAD_SYNC_INTERVAL, setInterval(() => void this.tick(), minutes * 60_000));
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (this.registry.doesExist('interval', LEAD_SYNC_INTERVAL)) this.registry.deleteInterval(LEAD_SYNC_INTERVAL);
    await this.current;
  }

  /** One scheduled run; a tick that comes while the last one still runs is dropped. */
  tick(): Promise<void> {
    this.current ??= this.run().finally(() => (this.current = undefined));
    return this.current;
  }

  private async run(): Promise<void> {
    try {
      const outcomes = await this.sources.syncAllUnlessBusy();
      if (outcomes === null) {
        this.logger.log('Another instance is syncing the lead sources; skipped.');
        return;
      }
      for (const outcome of outcomes) {
        if (outcome.ok) {
          const { read, inserted, updated, rejected } = outcome.report;
          this.logger.log(`Licence ${outcome.licenceId}: ${read} rows, ${inserted} new, ${updated} changed, ${rejected.length} rejected`);
        } else {
          this.logger.warn(`Licence ${outcome.licenceId}: could not sync ${describeTarget(outcome.target)}: ${outcome.error}; its leads are unchanged`);
        }
      }
    } catch (error) {
      // Usually the database is briefly unreachable; the next tick tries again.
      this.logger.warn(`Lead sync failed: ${(error as Error).message}`);
    }
  }
}
