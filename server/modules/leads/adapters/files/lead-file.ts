import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { LEAD_ROWS_MAX } from '../../domain/lead-rows.js';
import { LeadFileError, TooManyLeadRowsError } from '../../domain/leads.errors.js';
import { parseCsvTable } from './csv-table.js';
import { parseXlsxTable } from './xlsx-table.js';

/** Three times a sheet of 10,000 leads (about 6 MB as CSV); a CSV this size is read into memory at once. */
export const LEAD_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** Reads a .csv or .xlsx lead file into rows of cells (row 1 = headers); more than LEAD_ROWS_MAX rows are refused as they are read. */
export async function readLeadFile(path: string): Promise<string[][]> {
  const extension = extname(path).toLowerCase();
  if (extension !== '.csv' && extension !== '.xlsx') {
    throw new LeadFileError(`${path}: only .csv and .xlsx files can be imported${extension ? `, not ${extension}` : ''}.`);
  }
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw new LeadFileError(`${path}: no such file.`);
  if (info.size > LEAD_FILE_MAX_BYTES) {
    const megabytes = (info.size / 1024 / 1024).toFixed(1);
    throw new LeadFileError(
      `${path}: ${megabytes} MB is larger than ${LEAD_FILE_MAX_BYTES / 1024 / 1024} MB (10,000 leads take about 6 MB). Split it into parts and import each.`,
    );
  }
  try {
    return extension === '.csv' ? parseCsvTable(await readFile(path), { maxRows: LEAD_ROWS_MAX }) : await parseXlsxTable(path, { maxRows: LEAD_ROWS_MAX });
  } catch (error) {
    if (error instanceof TooManyLeadRowsError) throw error;
    const kind = extension === '.csv' ? 'CSV' : 'Excel (.xlsx)';
    throw new LeadFileError(`${path} is not a readable ${kind} file: ${(error as Error).message}`);
  }
}
