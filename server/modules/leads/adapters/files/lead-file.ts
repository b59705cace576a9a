import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { LeadFileError } from '../../domain/leads.errors.js';
import { parseCsvTable } from './csv-table.js';
import { parseXlsxTable } from './xlsx-table.js';

/** Far above any lead sheet a buyer keeps, and small enough to read into memory. */
export const LEAD_FILE_MAX_BYTES = 50 * 1024 * 1024;

/** Reads a .csv or .xlsx lead file into rows of cells (row 1 = headers). */
export async function readLeadFile(path: string): Promise<string[][]> {
  const extension = extname(path).toLowerCase();
  if (extension !== '.csv' && extension !== '.xlsx') {
    throw new LeadFileError(`${path}: only .csv and .xlsx files can be imported${extension ? `, not ${extension}` : ''}.`);
  }
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) throw new LeadFileError(`${path}: no such file.`);
  if (info.size > LEAD_FILE_MAX_BYTES) throw new LeadFileError(`${path}: larger than ${LEAD_FILE_MAX_BYTES / 1024 / 1024} MB.`);
  const data = await readFile(path);
  try {
    return extension === '.csv' ? parseCsvTable(data) : await parseXlsxTable(data);
  } catch (error) {
    const kind = extension === '.csv' ? 'CSV' : 'Excel (.xlsx)';
    throw new LeadFileError(`${path} is not a readable ${kind} file: ${(error as Error).message}`);
  }
}
