import ExcelJS from 'exceljs';
import { TooManyLeadRowsError } from '../../domain/leads.errors.js';

/**
 * The first worksheet of the file as rows of cells, as displayed (formulas by their result, dates and numbers as
 * shown), read as a stream: with `maxRows`, reading stops at the first data row past it and the sheet is refused. An
 * .xlsx is compressed XML, so a 20 MB file can hold 200,000 rows; read whole, 60,000 took 450 MB of memory.
 */
export async function parseXlsxTable(path: string, { maxRows }: { maxRows?: number } = {}): Promise<string[][]> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(path, { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' });
  const table: string[][] = [];
  for await (const worksheet of workbook) {
    for await (const row of worksheet) {
      if (maxRows !== undefined && row.number - 1 > maxRows) throw new TooManyLeadRowsError(null, maxRows);
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cell.text ?? '';
      });
      table[row.number - 1] = Array.from(cells, (cell) => cell ?? '');
    }
    break; // the first worksheet only
  }
  return Array.from(table, (row) => row ?? []);
}
