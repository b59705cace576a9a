import type { LeadSourceTarget } from '../domain/lead-source.js';

/**
 * Reads a source's sheet as rows of cells (row 1 = headers). Throws LeadSourceUnavailableError, `retryable` for
 * outages and rate limits.
 */
export abstract class LeadSheetFetcher {
  abstract fetch(target: LeadSourceTarget): Promise<string[][]>;
}
