import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/time/clock.js';
import type { LeadSource, LeadSourceTarget } from '../domain/lead-source.js';
import type { SyncReport } from '../domain/lead-upsert.js';
import { LeadSourceNotFoundError, LeadSyncBusyError, MissingLeadColumnsError } from '../domain/leads.errors.js';
import { LeadSheetFetcher } from '../ports/lead-sheet-fetcher.js';
import { LeadSourceRepository } from '../ports/lead-source.repository.js';
import { SyncLock } from '../ports/sync-lock.js';
import { LeadsService } from './leads.service.js';
import { SourceRetryPolicy } from './retry-policy.js';

export type SyncOutcome =
  | { licenceId: string; target: LeadSourceTarget; ok: true; report: SyncReport }
  | { licenceId: string; target: LeadSourceTarget; ok: false; error: string };

/**
 * Each licence's lead source (a published CSV or a Google Sheet) and its sync. A sync that cannot read its source
 * leaves the stored leads exactly as they were and records the error on the source.
 */
@Injectable()
export class LeadSourcesService {
  constructor(
    private readonly leads: LeadsService,
    private readonly sources: LeadSourceRepository,
    private readonly fetcher: LeadSheetFetcher,
    private readonly lock: SyncLock,
    private readonly retry: SourceRetryPolicy,
    private readonly clock: Clock,
  ) {}

  async setSource(licenceId: string, target: LeadSourceTarget): Promise<LeadSource> {
    await this.leads.requireLicence(licenceId);
    return this.sources.set(licenceId, target);
  }

  /** One licence's source (none: an empty list), or every source. */
  async show(licenceId?: string): Promise<LeadSource[]> {
    if (licenceId === undefined) return this.sources.list();
    await this.leads.requireLicence(licenceId);
    const source = await this.sources.find(licenceId);
    return source ? [source] : [];
  }

  /** Syncs one licence's source, or every source; throws LeadSyncBusyError while another instance is syncing. */
  async sync(licenceId?: string): Promise<SyncOutcome[]> {
    let only: LeadSource | undefined;
    if (licenceId !== undefined) {
      await this.leads.requireLicence(licenceId);
      only = (await this.sources.find(licenceId)) ?? undefined;
      if (!only) throw new LeadSourceNotFoundError(licenceId);
    }
    const run = await this.lock.runExclusive(async () => this.syncEach(only ? [only] : await this.sources.list()));
    if (!run.ran) throw new LeadSyncBusyError();
    return run.value;
  }

  /** The scheduled run: every source, or null when another instance holds the lock. */
  async syncAllUnlessBusy(): Promise<SyncOutcome[] | null> {
    const run = await this.lock.runExclusive(async () => this.syncEach(await this.sources.list()));
    return run.ran ? run.value : null;
  }

  private async syncEach(sources: LeadSource[]): Promise<SyncOutcome[]> {
    const outcomes: SyncOutcome[] = [];
    // One after the other: sources are few, and this keeps one slow sheet from holding several connections.
    for (const source of sources) outcomes.push(await this.syncOne(source));
    return outcomes;
  }

  private async syncOne({ licenceId, target }: LeadSource): Promise<SyncOutcome> {
    const at = this.clock.now();
    try {
      const table = await this.retry.run(() => this.fetcher.fetch(target));
      const report = await this.leads.importSheet(licenceId, table, { sourceSyncedAt: at });
      return { licenceId, target, ok: true, report };
    } catch (error) {
      // Never what the source sent: a sheet's first row is quoted only for files an admin imports by hand.
      const message = error instanceof MissingLeadColumnsError ? error.withoutHeaders : ((error as Error)?.message ?? String(error));
      await this.sources.recordFailure(licenceId, at, message);
      return { licenceId, target, ok: false, error: message };
    }
  }
}
