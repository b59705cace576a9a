import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { LeadFileError } from '../../domain/leads.errors.js';
import { parseCsvTable } from './csv-table.js';
import { parseXlsxTable } from './xlsx-table.js';

/** Three times a sheet of 10,000 leads (about 6 MB as CSV), and small enough to read into memory at once. */
export const LEAD_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** Reads a .csv or .xlsx lead file into rows of cells (row 1 = headers). */
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
  const data = await readFile(path);
  try {
    return extension === '.csv' ? parseCsvTable(data) : await parseXlsxTable(data);
  } catch (error) {
    const kind = extension === '.csv' ? 'CSV' : 'Excel (.xlsx)';
    throw new LeadFileError(`${path} is not a readable ${kind} file: ${(error as Error).message}`);
  }
}
