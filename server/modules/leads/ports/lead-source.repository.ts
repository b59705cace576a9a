import type { LeadSource, LeadSourceTarget } from '../domain/lead-source.js';

export abstract class LeadSourceRepository {
  abstract find(licenceId: string): Promise<LeadSource | null>;
  /** Every licence's source, oldest licence first. */
  abstract list(): Promise<LeadSource[]>;
  /** Sets (or replaces) a licence's source; a new source starts with no sync history. */
  abstract set(licenceId: string, target: LeadSourceTarget): Promise<LeadSource>;
  /** Notes a failed sync; the last good report stays. */
  abstract recordFailure(licenceId: string, at: Date, error: string): Promise<void>;
}
