import { stringify } from 'csv-stringify/sync';

export type Row = Record<string, string | number | boolean | Date | null | undefined | string[]>;

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) gets a leading quote. */
function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cell(value: Row[string]): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return spreadsheetSafe(value.join('; '));
  return typeof value === 'string' ? spreadsheetSafe(value) : String(value);
}

/** A row's cells in the columns' order, as CSV writes them (formula-safe, dates in ISO 8601, lists joined by '; '). */
export function csvCells(row: Row, columns: readonly string[]): string[] {
  return columns.map((c) => cell(row[c]));
}

export function toCsv(rows: Row[], columns: string[]): string {
  return stringify(
    rows.map((row) => csvCells(row, columns)),
    { header: true, columns, record_delimiter: 'unix' },
  );
}

export function toJson(rows: Row[]): string {
  return `${JSON.stringify(rows, null, 2)}\n`;
}

/**
 * Escapes control characters so a stored value can't move the cursor or recolour an admin's terminal, and bidi
 * embeddings, overrides and isolates so it can't reorder the rest of its table row ("Trojan Source").
 */
export function terminalSafe(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A plain fixed-width table for the terminal. */
export function toTable(rows: Row[], columns: string[]): string {
  const cells = rows.map((row) => columns.map((c) => terminalSafe(cell(row[c])).slice(0, 60)));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((r) => r[i].length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i])).join('  ').trimEnd();
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n') + '\n';
}
