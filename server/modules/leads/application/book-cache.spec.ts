import { LEAD_PAGE_SIZE, type LeadTotals } from '../../../../shared/api.js';
import { ManualClock } from '../../../common/time/clock.js';
import type { LeadListQuery } from '../domain/lead-list.js';
import type { LeadListRepository, LeadListRow } from '../ports/lead-list.repository.js';
import { BOOK_CACHE_TTL_MS, BookCache, FIRST_PAGE_QUERY, isFirstPage } from './book-cache.js';

/** A book that records each read (its totals, its pages) and answers with how many reads came before. */
function recordingBook(fail = () => false) {
  const reads: string[] = [];
  const read = async (what: string) => {
    reads.push(what);
    if (fail()) throw new Error('database unreachable');
    return reads.length;
  };
  const book = {
    totals: async (licenceId: string): Promise<LeadTotals> => ({ leads: await read(`totals ${licenceId}`), hot: 0, warm: 0, cold: 0, unscored: 0, pending: 0 }),
    page: async (licenceId: string, query: LeadListQuery): Promise<LeadListRow[]> => {
      expect(query).toEqual(FIRST_PAGE_QUERY);
      return [{ id: String(await read(`page ${licenceId}`)) } as LeadListRow];
    },
  } as unknown as LeadListRepository;
  // The cache reads time from the clock, which starts well after 0 (lru-cache takes a start of 0 for "no TTL").
  const clock = new ManualClock(1_000_000);
  return { reads, clock, cache: new BookCache(book, clock) };
}

describe('BookCache', () => {
  it('reads a book once for every request within the TTL, concurrent ones included, then again', async () => {
    const { reads, clock, cache } = recordingBook();
    const first = cache.totals('a');
    clock.advance(10);
    const pages = await Promise.all([first, cache.totals('a')]);
    clock.advance(BOOK_CACHE_TTL_MS - 20);
    pages.push(await cache.totals('a'));
    expect(pages.map((page) => page.leads)).toEqual([1, 1, 1]);
    clock.advance(BOOK_CACHE_TTL_MS);
    expect((await cache.totals('a')).leads).toBe(2);
    expect(reads).toEqual(['totals a', 'totals a']);
  });

  it('keeps the first page beside the totals, each licence apart, and reads both again at once after a change made here', async () => {
    const { reads, cache } = recordingBook();
    await Promise.all([cache.totals('a'), cache.firstPage('a'), cache.firstPage('a'), cache.totals('b')]);
    cache.changed(['a']);
    const [page] = await cache.firstPage('a');
    await cache.totals('a');
    await cache.totals('b');
    expect(page.id).toBe('4');
    expect(reads).toEqual(['totals a', 'page a', 'totals b', 'page a', 'totals a']);
  });

  it('answers the requests waiting on a read that a change overtook, and reads again for the next', async () => {
    const { reads, cache } = recordingBook();
    const waiting = cache.totals('a');
    cache.changed(['a']);
    expect((await waiting).leads).toBe(1);
    expect((await cache.totals('a')).leads).toBe(2);
    expect(reads).toEqual(['totals a', 'totals a']);
  });

  it('does not keep a failed read', async () => {
    let failing = true;
    const { reads, cache } = recordingBook(() => failing);
    await expect(cache.totals('a')).rejects.toThrow('database unreachable');
    await expect(cache.firstPage('a')).rejects.toThrow('database unreachable');
    failing = false;
    expect((await cache.totals('a')).leads).toBe(3);
    expect(reads).toEqual(['totals a', 'page a', 'totals a']);
  });
});

describe('isFirstPage', () => {
  it('is the first page by score with nothing filtered, searched or paged', () => {
    expect(isFirstPage(FIRST_PAGE_QUERY)).toBe(true);
    expect(isFirstPage({ sort: 'score', limit: LEAD_PAGE_SIZE })).toBe(true);
    expect(isFirstPage({ sort: 'name', limit: LEAD_PAGE_SIZE })).toBe(false);
    expect(isFirstPage({ sort: 'score', limit: 1 })).toBe(false);
    expect(isFirstPage({ sort: 'score', limit: LEAD_PAGE_SIZE, band: 'hot' })).toBe(false);
    expect(isFirstPage({ sort: 'score', limit: LEAD_PAGE_SIZE, intent: 'buy' })).toBe(false);
    expect(isFirstPage({ sort: 'score', limit: LEAD_PAGE_SIZE, search: 'priya' })).toBe(false);
    expect(isFirstPage({ sort: 'score', limit: LEAD_PAGE_SIZE, cursor: { sort: 'score', key: 50, id: '0b6f0a52-5c4e-4b8f-9d7e-1f2a3b4c5d6e' } })).toBe(false);
  });
});
