import ExcelJS from 'exceljs';

/** The first worksheet as rows of cells, as displayed (formulas by their result, dates and numbers as shown). */
export async function parseXlsxTable(data: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.text ?? '';
    });
    table[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(table, (row) => row ?? []);
}
