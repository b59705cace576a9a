import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Lead as LeadView } from '../../../../shared/api.js';
import { Clock } from '../../../common/time/clock.js';
import { LicensingService } from '../../licensing/application/licensing.service.js';
import { toLeadView, type Lead, type LeadInput } from '../domain/lead.js';
import { readLeadRows } from '../domain/lead-rows.js';
import { planUpsert, syncReport, type SyncReport, type UpsertPlan } from '../domain/lead-upsert.js';
import { LeadRepository, type UpsertOptions } from '../ports/lead.repository.js';
import { BookCache } from './book-cache.js';

export interface ImportOptions {
  onProgress?: UpsertOptions['onProgress'];
  /** Set when the sheet came from the licence's source: the sync is recorded on it in the same transaction. */
  sourceSyncedAt?: Date;
}

/** A licence's leads: imported from sheets, stored with their derived fields, served to the signed-in buyer only. */
@Injectable()
export class LeadsService {
  constructor(
    private readonly leads: LeadRepository,
    private readonly licensing: LicensingService,
    private readonly clock: Clock,
    private readonly cache: BookCache,
  ) {}

  /** The licence's leads among `ids`, by id; another licence's lead is simply not there. */
  async findForLicence(licenceId: string, ids: readonly string[]): Promise<Map<string, LeadView>> {
    return new Map((await this.leads.findForLicence(licenceId, ids)).map((lead) => [lead.id, toLeadView(lead)]));
  }

  /** The stored leads with where they came from (the admin's `leads list`); the licence must exist. */
  async listStored(licenceId: string): Promise<Lead[]> {
    await this.requireLicence(licenceId);
    return this.leads.listByLicence(licenceId);
  }

  /**
   * Saves leads for a licence: new ones are added, known ones (same id from the source, or same name) brought up to
   * date. `updated` counts every lead that was already there, changed or not (what the demo seed reports).
   */
  async save(licenceId: string, inputs: LeadInput[]): Promise<{ inserted: number; updated: number }> {
    const plan = await this.upsert(licenceId, inputs);
    return { inserted: plan.inserts.length, updated: plan.updates.length + plan.unchanged };
  }

  /**
   * Imports a sheet (row 1 = headers) into a licence's leads: good rows are upserted in one transaction, bad rows
   * reported with their row numbers. Throws when the licence is unknown or the sheet lacks a name or chats column.
   */
  async importSheet(licenceId: string, table: string[][], options: ImportOptions = {}): Promise<SyncReport> {
    const { market } = await this.licensing.requireExisting(licenceId);
    const sheet = readLeadRows(table, { market, now: this.clock.now() });
    const report = (plan: UpsertPlan) => syncReport(sheet, plan);
    const plan = await this.upsert(
      licenceId,
      sheet.leads.map((lead) => lead.input),
      { onProgress: options.onProgress, recordSync: options.sourceSyncedAt ? { at: options.sourceSyncedAt, report } : undefined },
    );
    return report(plan);
  }

  async requireLicence(licenceId: string): Promise<void> {
    await this.licensing.requireExisting(licenceId);
  }

  private async upsert(licenceId: string, inputs: LeadInput[], options: UpsertOptions = {}): Promise<UpsertPlan> {
    const now = this.clock.now();
    try {
      return await this.leads.upsertForLicence(licenceId, (existing) => planUpsert(existing, inputs, { licenceId, now, newId: randomUUID }), options);
    } finally {
      this.cache.changed([licenceId]);
    }
  }
}
