import { PORTAL_LIMITS } from '../../../../shared/limits.js';
import type { LeadInput } from './lead.js';
import { DEFAULT_MARKET, type Market } from '../../../../shared/markets.js';
import { matchLeadColumns, type LeadColumns } from './lead-columns.js';
import { readContactDate, readEmail, readPhone, SOURCE_MAX, type LeadContact } from './lead-contact.js';
import { TooManyLeadRowsError } from './leads.errors.js';

/** A row of a sheet that was not imported, with its 1-based row number (the header is row 1) and why. */
export interface RejectedRow {
  row: number;
  reason: string;
}

export interface SheetLead {
  row: number;
  input: LeadInput & { externalId: string | null; previousIntent: string };
}

export interface SheetLeads {
  /** Data rows that were not blank. */
  read: number;
  leads: SheetLead[];
  rejected: RejectedRow[];
}

/** Rows one import or sync takes: five books of 10,000. A bigger sheet is refused whole, before any row is read. */
export const LEAD_ROWS_MAX = 50_000;

/** An id longer than this is not an id a sheet would use; it would only bloat the unique index. */
export const LEAD_ID_MAX = 200;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// Conversations are multi-line: tabs and line breaks are fine there, other control characters are not.
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const clean = (value: string | undefined) => (value ?? '').normalize('NFC').trim();
const quote = (value: string) => JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

function rowProblem(lead: SheetLead['input']): string | null {
  if (!lead.name) return 'missing name';
  if (!lead.pastChats) return 'missing chats';
  if (lead.name.length > PORTAL_LIMITS.leadName) return `name too long (${lead.name.length} characters, at most ${PORTAL_LIMITS.leadName})`;
  if (lead.pastChats.length > PORTAL_LIMITS.pastChats) {
    return `chats too long (${lead.pastChats.length} characters, at most ${PORTAL_LIMITS.pastChats})`;
  }
  if (lead.previousIntent.length > PORTAL_LIMITS.previousIntent) {
    return `intent too long (${lead.previousIntent.length} characters, at most ${PORTAL_LIMITS.previousIntent})`;
  }
  if (lead.externalId && lead.externalId.length > LEAD_ID_MAX) return `id too long (at most ${LEAD_ID_MAX} characters)`;
  for (const [field, value] of [['name', lead.name], ['intent', lead.previousIntent], ['id', lead.externalId ?? '']] as const) {
    if (CONTROL.test(value)) return `control characters in the ${field}`;
  }
  if (CONTROL_IN_TEXT.test(lead.pastChats)) return 'control characters in the chats';
  return null;
}

function toInput(cells: string[], columns: LeadColumns): SheetLead['input'] {
  const at = (index: number | undefined) => (index === undefined ? '' : cells[index]);
  return {
    externalId: clean(at(columns.id)) || null,
    name: clean(at(columns.name)),
    pastChats: clean(at(columns.pastChats)).replace(/\r\n?/g, '\n'),
    previousIntent: clean(at(columns.previousIntent)),
  };
}

/**
 * The contact columns the sheet has, read and checked: an empty cell clears the stored value, a column the sheet
 * lacks leaves it alone. Returns why the row is refused when a cell holds something that is not what its column says.
 */
function readContact(cells: string[], columns: LeadColumns, market: Market, now: Date): { contact: Partial<LeadContact> } | { problem: string } {
  const contact: Partial<LeadContact> = {};
  const cell = (index: number) => clean(cells[index]);
  if (columns.phone !== undefined) {
    const text = cell(columns.phone);
    contact.phone = text ? readPhone(text, market) : null;
    if (text && !contact.phone) return { problem: `phone ${quote(text)} is not a phone number (add the country code, as in +44 20 7946 0958)` };
  }
  if (columns.email !== undefined) {
    const text = cell(columns.email);
    contact.email = text ? readEmail(text) : null;
    if (text && !contact.email) return { problem: `email ${quote(text)} is not an e-mail address` };
  }
  if (columns.source !== undefined) {
    const text = cell(columns.source);
    if (text.length > SOURCE_MAX) return { problem: `source too long (${text.length} characters, at most ${SOURCE_MAX})` };
    if (CONTROL.test(text)) return { problem: 'control characters in the source' };
    contact.source = text || null;
  }
  if (columns.lastContactAt !== undefined) {
    const text = cell(columns.lastContactAt);
    contact.lastContactAt = text ? readContactDate(text, market) : null;
    if (text && !contact.lastContactAt) return { problem: `last contact ${quote(text)} is not a date (write it as ${DATE_EXAMPLE[market]} or 2026-11-20)` };
    // A day later than today is a mistake in the sheet (or a date in the other order); noon UTC of today is still today.
    if (contact.lastContactAt && contact.lastContactAt.getTime() > now.getTime() + DAY_MS) return { problem: `last contact ${quote(text)} is in the future` };
  }
  return { contact };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_EXAMPLE: Record<Market, string> = { in: '20/11/2026', uk: '20/11/2026', us: '11/20/2026' };

/**
 * Turns a sheet (row 1 = headers) into leads; phone numbers and dates without a country or order are read as the
 * licence's market writes them. A bad row is rejected with its row number and reason and never stops
 * the good ones; a sheet without a name or chats column throws. Rows matched by name (no id) must have unique names,
 * and ids must be unique, or a second import would not find the same lead twice.
 */
export function readLeadRows(table: string[][], { market = DEFAULT_MARKET, now = new Date() }: { market?: Market; now?: Date } = {}): SheetLeads {
  const columns = matchLeadColumns(table[0] ?? []);
  if (table.length - 1 > LEAD_ROWS_MAX) throw new TooManyLeadRowsError(table.length - 1, LEAD_ROWS_MAX);
  const result: SheetLeads = { read: 0, leads: [], rejected: [] };
  const rowOfId = new Map<string, number>();
  const rowOfName = new Map<string, number>();
  table.slice(1).forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => !cell?.trim())) return;
    result.read += 1;
    const input = toInput(cells, columns);
    let reason = rowProblem(input);
    const contact = reason ? null : readContact(cells, columns, market, now);
    if (contact && 'problem' in contact) reason = contact.problem;
    else if (contact && Object.keys(contact.contact).length > 0) input.contact = contact.contact;
    const seen = input.externalId ? rowOfId : rowOfName;
    const key = input.externalId ?? input.name;
    if (!reason && seen.has(key)) {
      reason = input.externalId
        ? `duplicate id ${quote(key)} (already on row ${seen.get(key)})`
        : `duplicate name ${quote(key)} without an id (already on row ${seen.get(key)}); add an id column to keep both`;
    }
    if (reason) {
      result.rejected.push({ row, reason });
      return;
    }
    seen.set(key, row);
    result.leads.push({ row, input });
  });
  return result;
}
