import { decodeCursor, encodeCursor, searchQuery } from './lead-list.js';
import { InvalidLeadCursorError } from './leads.errors.js';

const ID = '0b6f1c7e-2a44-4c38-9a52-5f7d3e8a9b10';

describe('lead list cursors', () => {
  it('round-trip the sort key and id of the row a page ended on', () => {
    for (const cursor of [{ sort: 'score' as const, key: 72, id: ID }, { sort: 'name' as const, key: 'rahul mehta', id: ID }, { sort: 'updated' as const, key: '2026-11-27 10:00:00.123456+00', id: ID }])
      expect(decodeCursor(encodeCursor(cursor), cursor.sort, false)).toEqual(cursor);
  });

  it("in a search, also round-trip the row's relevance", () => {
    for (const relevance of [0, 1, 2] as const) {
      const cursor = { sort: 'score' as const, key: 72, id: ID, relevance };
      expect(decodeCursor(encodeCursor(cursor), 'score', true)).toEqual(cursor);
    }
  });

  it('refuse a search cursor for a query without search, and the other way round', () => {
    expect(() => decodeCursor(encodeCursor({ sort: 'score', key: 72, id: ID, relevance: 2 }), 'score', false)).toThrow(InvalidLeadCursorError);
    expect(() => decodeCursor(encodeCursor({ sort: 'score', key: 72, id: ID }), 'score', true)).toThrow(InvalidLeadCursorError);
    expect(() => decodeCursor(Buffer.from(JSON.stringify(['score', 72, ID, 3])).toString('base64url'), 'score', true)).toThrow(InvalidLeadCursorError);
  });

  it.each([
    ['not base64 json', 'garbage'],
    ['another sort', encodeCursor({ sort: 'name', key: 'a', id: ID })],
    ['a key of the wrong kind', encodeCursor({ sort: 'score', key: 'ten', id: ID })],
    ['an id that is no uuid', Buffer.from(JSON.stringify(['score', 5, "x' OR 1=1"])).toString('base64url')],
    ['the wrong shape', Buffer.from(JSON.stringify({ sort: 'score' })).toString('base64url')],
  ])('refuses %s', (_what, text) => {
    expect(() => decodeCursor(text, 'score', false)).toThrow(InvalidLeadCursorError);
  });
});

describe('searchQuery', () => {
  it('needs every word, the last one as a prefix, in lower case', () => {
    expect(searchQuery('Rahul Meh')).toBe('rahul & meh:*');
    expect(searchQuery('whitefield')).toBe('whitefield:*');
  });

  it('can ask for every word whole, for the relevance of a name', () => {
    expect(searchQuery('Book Lead 987', false)).toBe('book & lead & 987');
    expect(searchQuery('  !! ', false)).toBeNull();
  });

  it('keeps letters and digits of any script and drops tsquery operators', () => {
    expect(searchQuery("rahul & !:* | ('")).toBe('rahul:*');
    expect(searchQuery('3 BHK पुणे')).toBe('3 & bhk & पुणे:*');
  });

  it('is null when nothing searchable is left', () => {
    expect(searchQuery('  !! ')).toBeNull();
    expect(searchQuery(undefined)).toBeNull();
  });
});
