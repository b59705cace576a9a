import { decodeCursor, encodeCursor, searchQuery } from './lead-list.js';
import { InvalidLeadCursorError } from './leads.errors.js';

const ID = '0b6f1c7e-2a44-4c38-9a52-5f7d3e8a9b10';

describe('lead list cursors', () => {
  it('round-trip the sort key and id of the row a page ended on', () => {
    for (const cursor of [{ sort: 'score' as const, key: 72, id: ID }, { sort: 'name' as const, key: 'rahul mehta', id: ID }, { sort: 'updated' as const, key: '2026-11-27 10:00:00.123456+00', id: ID }])
      expect(decodeCursor(encodeCursor(cursor), cursor.sort)).toEqual(cursor);
  });

  it.each([
    ['not base64 json', 'garbage'],
    ['another sort', encodeCursor({ sort: 'name', key: 'a', id: ID })],
    ['a key of the wrong kind', encodeCursor({ sort: 'score', key: 'ten', id: ID })],
    ['an id that is no uuid', Buffer.from(JSON.stringify(['score', 5, "x' OR 1=1"])).toString('base64url')],
    ['the wrong shape', Buffer.from(JSON.stringify({ sort: 'score' })).toString('base64url')],
  ])('refuses %s', (_what, text) => {
    expect(() => decodeCursor(text, 'score')).toThrow(InvalidLeadCursorError);
  });
});

describe('searchQuery', () => {
  it('needs every word, the last one as a prefix, in lower case', () => {
    expect(searchQuery('Rahul Meh')).toBe('rahul & meh:*');
    expect(searchQuery('whitefield')).toBe('whitefield:*');
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
