import { StreamableFile } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { pipeline, Readable } from 'node:stream';
import { csvCells, type Row } from '../cli/table-output.js';

/**
 * A CSV file for the browser to save, streamed as its rows are read so memory stays bounded however many there are.
 * A byte-order mark makes Excel read ₹, £ and Devanagari as UTF-8; lines end in CRLF as RFC 4180 has them; cells a
 * spreadsheet would run as formulas are quoted. The first row is read before the answer starts, so a database that
 * fails at once gives an error answer rather than a file cut short (a failure later ends the download as failed).
 */
export async function csvDownload(rows: AsyncIterable<Row>, columns: readonly string[], fileName: string): Promise<StreamableFile> {
  const source = rows[Symbol.asyncIterator]();
  const first = await source.next();
  async function* cells(): AsyncGenerator<string[]> {
    if (first.done) return;
    yield csvCells(first.value, columns);
    // for await closes the source when the download is cancelled (the stream is destroyed).
    for await (const row of { [Symbol.asyncIterator]: () => source }) yield csvCells(row, columns);
  }
  const csv = stringify({ header: true, columns: [...columns], bom: true, record_delimiter: 'windows' });
  // An error of the source destroys the CSV stream with it; StreamableFile then ends the answer as failed.
  pipeline(Readable.from(cells()), csv, () => undefined);
  return new StreamableFile(csv, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${fileName}"` });
}
