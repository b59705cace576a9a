import { Injectable } from '@nestjs/common';
import type { LeadTotals } from '../../../../shared/api.js';
import { LeadListRepository } from '../ports/lead-list.repository.js';

/** How long one count of a book serves the list pages of that licence, when nothing in this process changed it. */
export const BOOK_TOTALS_TTL_MS = 2_000;
/** Licences whose counts are kept at once; the oldest goes first. */
const BOOK_TOTALS_KEPT = 5_000;

interface Entry {
  at: number;
  totals: Promise<LeadTotals>;
}

/**
 * A licence's totals per band, counted at most once per BOOK_TOTALS_TTL_MS and shared by every list page meanwhile
 * (the count reads the whole book's index: 2-12 ms for 10,000 leads, the largest part of a page's cost). Writes made
 * here (imports, syncs, stored scores, 'Re-score all') drop the count at once; another instance's are seen within the
 * TTL. Requests that arrive while a count runs wait for that one instead of starting their own.
 */
@Injectable()
export class BookTotals {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly book: LeadListRepository) {}

  of(licenceId: string, now = Date.now()): Promise<LeadTotals> {
    const kept = this.entries.get(licenceId);
    if (kept && now - kept.at < BOOK_TOTALS_TTL_MS) return kept.totals;
    const totals = this.book.totals(licenceId);
    this.entries.delete(licenceId);
    this.entries.set(licenceId, { at: now, totals });
    if (this.entries.size > BOOK_TOTALS_KEPT) this.entries.delete(this.entries.keys().next().value as string);
    // A failed count is not kept: the next request tries again.
    totals.catch(() => {
      if (this.entries.get(licenceId)?.totals === totals) this.entries.delete(licenceId);
    });
    return totals;
  }

  /** The books changed here: their next page counts again. */
  changed(licenceIds: Iterable<string>): void {
    for (const licenceId of licenceIds) this.entries.delete(licenceId);
  }
}
