import type { AiAnalysis, LeadTotals } from '../../../../shared/api.js';
import type { MoneyAmount } from '../../../../shared/markets.js';
import type { Lead } from '../domain/lead.js';
import type { LeadContact } from '../domain/lead-contact.js';
import type { LeadListQuery, SearchRelevance } from '../domain/lead-list.js';

/** A row of the list as stored: the lead without its conversation, and its insight's headline. */
export interface LeadListRow {
  id: string;
  name: string;
  pastChatsShort: string;
  previousIntent: string;
  updatedAt: Date;
  score: number | null;
  intent: string | null;
  topReason: string | null;
  /** The row's sort key, for the next page's cursor. */
  sortKey: string | number;
  /** In a search, how well the lead answers it (the best come first); undefined without a search. */
  relevance?: SearchRelevance;
}

/** A row of the export: the list row, its contact details and what its stored insight advises (empty while the lead waits for a score). */
export interface LeadExportRow extends LeadListRow, LeadContact {
  topNeeds: string[];
  /** The budget the conversation states, with its currency; null when it states none. */
  budget: MoneyAmount | null;
  nextBestAction: string | null;
  analysedAt: Date | null;
}

/** The export's choice of leads: the list's filters and sort, every page of them. */
export type LeadExportQuery = Omit<LeadListQuery, 'limit' | 'cursor'>;

export interface StoredLeadInsight {
  analysis: AiAnalysis;
  analyzerVersion: string;
  analysedAt: Date;
  /** False while the lead waits for a new answer (it changed, or the analyzer did). */
  current: boolean;
}

/** Reads a licence's book: pages of it, its totals, one lead whole. Every read is scoped to one licence. */
export abstract class LeadListRepository {
  /** Up to `query.limit + 1` rows after the cursor, so the caller knows whether there is a next page. */
  abstract page(licenceId: string, query: LeadListQuery): Promise<LeadListRow[]>;
  /** Every lead the query finds, read a batch at a time so memory stays bounded however big the book. */
  abstract exportRows(licenceId: string, query: LeadExportQuery): AsyncIterable<LeadExportRow>;
  abstract totals(licenceId: string): Promise<LeadTotals>;
  abstract findWithInsight(licenceId: string, leadId: string): Promise<{ lead: Lead; insight: StoredLeadInsight | null } | null>;
}
