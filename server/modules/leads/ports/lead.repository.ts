import type { Lead } from '../domain/lead.js';

export abstract class LeadRepository {
  /** A licence's leads, by name. */
  abstract listByLicence(licenceId: string): Promise<Lead[]>;
  /** Inserts or updates each lead, matched by (licence, externalId) or, without an externalId, by (licence, name). */
  abstract upsert(leads: Lead[]): Promise<{ inserted: number; updated: number }>;
}
