import type { LeadIntent, LeadSort, ScoreBand } from '../../../../shared/api.js';
import { InvalidLeadCursorError } from './leads.errors.js';

export interface LeadListQuery {
  sort: LeadSort;
  intent?: LeadIntent;
  band?: ScoreBand;
  /** Words to find in the lead's name or conversation; the last one may be the start of a word. */
  search?: string;
  limit: number;
  cursor?: LeadCursor;
}

/** Where a page ended: the last row's sort key and id (ids break ties, so no row is skipped or shown twice). */
export interface LeadCursor {
  sort: LeadSort;
  key: string | number;
  id: string;
}

/** Opaque to the client: base64url JSON. Anything else, or a cursor of another sort, is refused. */
export function encodeCursor(cursor: LeadCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function decodeCursor(text: string, sort: LeadSort): LeadCursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidLeadCursorError();
  }
  if (!Array.isArray(parts) || parts.length !== 3) throw new InvalidLeadCursorError();
  const [cursorSort, key, id] = parts as unknown[];
  const keyFits = sort === 'score' ? Number.isInteger(key) : typeof key === 'string' && key.length <= 300;
  if (cursorSort !== sort || !keyFits || typeof id !== 'string' || !UUID.test(id)) throw new InvalidLeadCursorError();
  return { sort, key: key as string | number, id };
}

/**
 * The search as a PostgreSQL full-text query over the 'simple' configuration: every word must appear, the last may be
 * the start of one ("rahul meh" finds Rahul Mehta as it is typed). Only letters and digits pass, so the query cannot
 * carry tsquery operators (letters keep their marks, so Devanagari words stay whole); null when nothing searchable is left.
 */
export function searchQuery(search: string | undefined): string | null {
  const words = (search ?? '').toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & ');
}
