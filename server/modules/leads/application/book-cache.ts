import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { LEAD_PAGE_SIZE, type LeadTotals } from '../../../../shared/api.js';
import { Clock } from '../../../common/time/clock.js';
import type { LeadListQuery } from '../domain/lead-list.js';
import { LeadListRepository, type LeadListRow } from '../ports/lead-list.repository.js';

/** How long a licence's totals and first page serve its requests, when nothing in this process changed the book. */
export const BOOK_CACHE_TTL_MS = 2_000;
/** Licences whose totals are kept at once (a few numbers each); the least recently read goes first. */
const TOTALS_KEPT = 5_000;
/** Licences whose first page is kept at once (51 rows without their conversations: about 20 KB each). */
const FIRST_PAGES_KEPT = 1_000;

/** The first page by score as the cache keeps it: one row more than a page, which tells whether a next page exists. */
export const FIRST_PAGE_QUERY: LeadListQuery = { sort: 'score', limit: LEAD_PAGE_SIZE };

/** Whether a list query asks for the book's first page by score with nothing filtered: what the dashboard opens on. */
export function isFirstPage(query: LeadListQuery): boolean {
  return query.sort === 'score' && query.limit === LEAD_PAGE_SIZE && !query.cursor && !query.intent && !query.band && !query.search;
}

/**
 * What almost every request of a licence reads, kept for BOOK_CACHE_TTL_MS and shared meanwhile: its totals per band
 * (a count over the whole book's index, 2-12 ms for 10,000 leads, the largest part of a page's cost) and its first
 * page by score (what the dashboard and buyer-info open on). Writes made here (imports, syncs, stored scores,
 * 'Re-score all') drop both at once; another instance's are seen within the TTL, as the totals beside any page are.
 * Requests that arrive while a read runs wait for that one instead of starting their own (lru-cache's fetch); a
 * failed read is not kept.
 */
@Injectable()
export class BookCache {
  private readonly totalsByLicence: LRUCache<string, LeadTotals>;
  private readonly firstPages: LRUCache<string, LeadListRow[]>;

  constructor(book: LeadListRepository, clock: Clock) {
    const timing = {
      ttl: BOOK_CACHE_TTL_MS,
      // The injected clock, read on every call (ttlResolution 0), so that tests move time instead of waiting.
      ttlResolution: 0,
      perf: { now: () => clock.now().getTime() },
      // A change drops the entry while a read may still run: the requests already waiting get that read's answer
      // (not an abort error), and it is not stored, so the next request reads the book again.
      ignoreFetchAbort: true,
    };
    this.totalsByLicence = new LRUCache({ ...timing, max: TOTALS_KEPT, fetchMethod: (licenceId) => book.totals(licenceId) });
    this.firstPages = new LRUCache({ ...timing, max: FIRST_PAGES_KEPT, fetchMethod: (licenceId) => book.page(licenceId, FIRST_PAGE_QUERY) });
  }

  totals(licenceId: string): Promise<LeadTotals> {
    return this.totalsByLicence.forceFetch(licenceId);
  }

  /** The book's first page by score: LEAD_PAGE_SIZE rows and one more when there are more. */
  firstPage(licenceId: string): Promise<LeadListRow[]> {
    return this.firstPages.forceFetch(licenceId);
  }

  /** The books changed here: their next request reads them again. */
  changed(licenceIds: Iterable<string>): void {
    for (const licenceId of licenceIds) {
      this.totalsByLicence.delete(licenceId);
      this.firstPages.delete(licenceId);
    }
  }
}
