import { parse } from 'csv-parse/sync';
import { TooManyLeadRowsError } from '../../domain/leads.errors.js';

/**
 * CSV text as rows of cells; blank lines stay (as empty rows) so row numbers match what a spreadsheet shows. With
 * `maxRows`, parsing stops at the first data row past it and the sheet is refused, so a huge file never becomes
 * millions of arrays in memory.
 */
export function parseCsvTable(text: string | Buffer, { maxRows }: { maxRows?: number } = {}): string[][] {
  // Records, not lines: a quoted chat spans several lines. The header, the rows allowed, and one more to tell.
  const table = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false, to: maxRows === undefined ? undefined : maxRows + 2 }) as string[][];
  if (maxRows !== undefined && table.length - 1 > maxRows) throw new TooManyLeadRowsError(null, maxRows);
  return table;
}
