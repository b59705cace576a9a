import { parse } from 'csv-parse/sync';

/** CSV text as rows of cells; blank lines stay (as empty rows) so row numbers match what a spreadsheet shows. */
export function parseCsvTable(text: string | Buffer): string[][] {
  return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false }) as string[][];
}
