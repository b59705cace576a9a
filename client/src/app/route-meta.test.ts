import { describe, expect, it } from '@jest/globals';
import { metaFor, NOT_FOUND_META, ROUTE_META } from './route-meta.js';
import { PAGE_ROUTES } from './route-table.js';

describe('route meta', () => {
  it('gives every page, and only the pages, a title and a description', () => {
    expect(Object.keys(ROUTE_META).sort()).toEqual(PAGE_ROUTES.map((page) => page.path).sort());
  });

  it('keeps titles unique and short enough for search results (≤ 60 characters, descriptions ≤ 160)', () => {
    const titles = Object.values(ROUTE_META).map((meta) => meta.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const [path, meta] of Object.entries(ROUTE_META)) {
      expect([path, meta.title.length <= 60, meta.description.length <= 160, meta.description.length >= 50]).toEqual([path, true, true, true]);
    }
  });

  it('finds a page with or without a trailing slash, and the 404 meta for anything else', () => {
    expect(metaFor('/contact/')).toBe(ROUTE_META['/contact']);
    expect(metaFor('/no-such-page')).toBe(NOT_FOUND_META);
  });
});
