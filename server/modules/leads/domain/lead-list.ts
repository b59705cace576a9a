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

/**
 * How well a lead answers a search, best first: its name has every word whole (2), its name has them with the last
 * one begun (1), only its conversation has them (0). A search lists the leads by relevance, then by the sort, so
 * typing a lead's whole name finds that lead first, not the many whose names begin the same or whose chats mention it.
 */
export type SearchRelevance = 0 | 1 | 2;

/**
 * Where a page ended: the last row's sort key and id (ids break ties, so no row is skipped or shown twice), and in a
 * search its relevance.
 */
export interface LeadCursor {
  sort: LeadSort;
  key: string | number;
  id: string;
  relevance?: SearchRelevance;
}

/** Opaque to the client: base64url JSON. Anything else, or a cursor of another sort or of another kind of query, is refused. */
export function encodeCursor(cursor: LeadCursor): string {
  const parts = [cursor.sort, cursor.key, cursor.id];
  return Buffer.from(JSON.stringify(cursor.relevance === undefined ? parts : [...parts, cursor.relevance])).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `searching`: whether the query it continues searches (a search's cursor also carries the row's relevance). */
export function decodeCursor(text: string, sort: LeadSort, searching: boolean): LeadCursor {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidLeadCursorError();
  }
  if (!Array.isArray(parts) || parts.length !== (searching ? 4 : 3)) throw new InvalidLeadCursorError();
  const [cursorSort, key, id, relevance] = parts as unknown[];
  const keyFits = sort === 'score' ? Number.isInteger(key) : typeof key === 'string' && key.length <= 300;
  if (cursorSort !== sort || !keyFits || typeof id !== 'string' || !UUID.test(id)) throw new InvalidLeadCursorError();
  if (!searching) return { sort, key: key as string | number, id };
  if (relevance !== 0 && relevance !== 1 && relevance !== 2) throw new InvalidLeadCursorError();
  return { sort, key: key as string | number, id, relevance };
}

/**
 * The search as a PostgreSQL full-text query over the 'simple' configuration: every word must appear, the last may be
 * the start of one ("rahul meh" finds Rahul Mehta as it is typed). Only letters and digits pass, so the query cannot
 * carry tsquery operators (letters keep their marks, so Devanagari words stay whole); null when nothing searchable is left.
 * With `lastWordBegun` false, every word must appear whole (for the relevance of a name).
 */
export function searchQuery(search: string | undefined, lastWordBegun = true): string | null {
  const words = (search ?? '').toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words.map((word, i) => (lastWordBegun && i === words.length - 1 ? `${word}:*` : word)).join(' & ');
}
