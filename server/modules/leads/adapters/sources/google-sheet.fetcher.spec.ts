import { sheetValuesToTable } from './google-sheet.fetcher.js';
import { retryAfterMs } from './retry-after.js';

describe('Google Sheets values', () => {
  it('become rows of strings, with the cells and rows the API leaves out as empty', () => {
    expect(sheetValuesToTable([['name', 'chats', 'id'], ['Asha', 'Lead: hi', 17], [], ['Ravi']])).toEqual([
      ['name', 'chats', 'id'],
      ['Asha', 'Lead: hi', '17'],
      [],
      ['Ravi'],
    ]);
    expect(sheetValuesToTable(undefined)).toEqual([]);
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs('Wed, 01 Jan 2026 00:00:10 GMT', Date.parse('2026-01-01T00:00:00Z'))).toBe(10_000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
