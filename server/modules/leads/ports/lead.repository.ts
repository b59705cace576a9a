import type { Lead } from '../domain/lead.js';
import type { SyncReport, UpsertPlan } from '../domain/lead-upsert.js';

/** A successful sync to record on the licence's source, in the transaction that stores its leads. */
export interface SourceSyncRecord {
  at: Date;
  /** The report of what the transaction decided. */
  report: (plan: UpsertPlan) => SyncReport;
}

export interface UpsertOptions {
  /** Called as leads are written: (written so far, to write). */
  onProgress?: (done: number, total: number) => void;
  recordSync?: SourceSyncRecord;
}

export abstract class LeadRepository {
  /** A licence's leads, by name. */
  abstract listByLicence(licenceId: string): Promise<Lead[]>;
  /** The licence's leads among `ids`, in no set order; ids of other licences' leads (or of none) are left out. */
  abstract findForLicence(licenceId: string, ids: readonly string[]): Promise<Lead[]>;
  /**
   * In one transaction that no other writer of the licence's leads runs beside: reads its leads, lets `plan` decide
   * what to insert and update, writes that (and the sync record, when given), and returns the plan.
   */
  abstract upsertForLicence(licenceId: string, plan: (existing: Lead[]) => UpsertPlan, options?: UpsertOptions): Promise<UpsertPlan>;
}
