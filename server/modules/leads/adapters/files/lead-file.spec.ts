import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { parseCsvTable } from './csv-table.js';
import { readLeadFile } from './lead-file.js';
import { parseXlsxTable } from './xlsx-table.js';

describe('lead files', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(join(tmpdir(), 'lead-file-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('read a CSV with a BOM, quoted line breaks and blank lines kept as rows', async () => {
    const file = join(dir, 'leads.csv');
    writeFileSync(file, '\uFEFFname,chats\r\nAsha,"Lead: hi\nAgent: hello"\r\n\r\nRavi,Lead: yo\r\n');
    expect(await readLeadFile(file)).toEqual([['name', 'chats'], ['Asha', 'Lead: hi\nAgent: hello'], [''], ['Ravi', 'Lead: yo']]);
  });

  it('read the first worksheet of an XLSX as displayed text, blank rows included', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Leads');
    workbook.addWorksheet('Other').addRow(['not', 'this']);
    sheet.addRow(['Name', 'Chats', 'Id']);
    sheet.addRow(['Asha', 'Lead: hi', 17]);
    sheet.getRow(4).values = ['Ravi', 'Lead: yo'];
    const file = join(dir, 'leads.xlsx');
    await workbook.xlsx.writeFile(file);
    expect(await readLeadFile(file)).toEqual([['Name', 'Chats', 'Id'], ['Asha', 'Lead: hi', '17'], [], ['Ravi', 'Lead: yo']]);
  });

  it('refuse other extensions, missing files and files that are not what they claim', async () => {
    await expect(readLeadFile(join(dir, 'leads.txt'))).rejects.toThrow('only .csv and .xlsx files can be imported, not .txt');
    await expect(readLeadFile(join(dir, 'nope.csv'))).rejects.toThrow('nope.csv: no such file.');
    const fake = join(dir, 'fake.xlsx');
    writeFileSync(fake, 'name,chats\n');
    await expect(readLeadFile(fake)).rejects.toThrow(/fake\.xlsx is not a readable Excel \(\.xlsx\) file/);
    const broken = join(dir, 'broken.csv');
    writeFileSync(broken, 'name,chats\n"Asha,unterminated\n');
    await expect(readLeadFile(broken)).rejects.toThrow(/broken\.csv is not a readable CSV file/);
  });

  it('refuse a file over 20 MB before reading it, saying how to import it', async () => {
    const file = join(dir, 'huge.csv');
    writeFileSync(file, 'name,chats\n');
    truncateSync(file, 21 * 1024 * 1024); // sparse: no 21 MB written
    await expect(readLeadFile(file)).rejects.toThrow(`${file}: 21.0 MB is larger than 20 MB (10,000 leads take about 6 MB). Split it into parts and import each.`);
  });

  it('stop reading at the first row past the limit and refuse the sheet, saying "more than" (the rest is never read)', async () => {
    const refusal = 'The sheet has more than 2 rows; one import takes at most 2. Split it into parts and import each.';
    // Three data rows, one of them spanning two lines: rows are counted as records.
    const csv = 'name,chats\nAsha,"Lead: hi\nAgent: hello"\nRavi,Lead: yo\nMeera,Lead: 2 BHK\n';
    expect(() => parseCsvTable(csv, { maxRows: 2 })).toThrow(refusal);
    expect(parseCsvTable(csv, { maxRows: 3 })).toHaveLength(4);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Leads');
    for (const cells of [['Name', 'Chats'], ['Asha', 'Lead: hi'], ['Ravi', 'Lead: yo'], ['Meera', 'Lead: 2 BHK']]) sheet.addRow(cells);
    const file = join(dir, 'three.xlsx');
    await workbook.xlsx.writeFile(file);
    await expect(parseXlsxTable(file, { maxRows: 2 })).rejects.toThrow(refusal);
    expect(await parseXlsxTable(file, { maxRows: 3 })).toHaveLength(4);
  });
});
