import type { LeadTotals } from '../../../../shared/api.js';
import type { LeadListRepository } from '../ports/lead-list.repository.js';
import { BOOK_TOTALS_TTL_MS, BookTotals } from './book-totals.js';

/** Counts how often each licence's book is counted; the count is the number of counts so far. */
function countingBook(fail = () => false) {
  const counted: string[] = [];
  const book = {
    async totals(licenceId: string): Promise<LeadTotals> {
      counted.push(licenceId);
      if (fail()) throw new Error('database unreachable');
      return { leads: counted.length, hot: 0, warm: 0, cold: 0, unscored: 0, pending: 0 };
    },
  } as unknown as LeadListRepository;
  return { counted, totals: new BookTotals(book) };
}

describe('BookTotals', () => {
  it('counts a book once for every page asked within the TTL, concurrent ones included, then again', async () => {
    const { counted, totals } = countingBook();
    const pages = await Promise.all([totals.of('a', 0), totals.of('a', 10), totals.of('a', BOOK_TOTALS_TTL_MS - 1)]);
    expect(pages.map((page) => page.leads)).toEqual([1, 1, 1]);
    expect((await totals.of('a', BOOK_TOTALS_TTL_MS)).leads).toBe(2);
    expect(counted).toEqual(['a', 'a']);
  });

  it('keeps each licence apart, and counts again at once after a change made here', async () => {
    const { counted, totals } = countingBook();
    await totals.of('a', 0);
    await totals.of('b', 0);
    totals.changed(['a']);
    await totals.of('a', 1);
    await totals.of('b', 1);
    expect(counted).toEqual(['a', 'b', 'a']);
  });

  it('does not keep a failed count', async () => {
    let failing = true;
    const { counted, totals } = countingBook(() => failing);
    await expect(totals.of('a', 0)).rejects.toThrow('database unreachable');
    failing = false;
    expect((await totals.of('a', 1)).leads).toBe(2);
    expect(counted).toEqual(['a', 'a']);
  });
});
