import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { csvDownload } from './csv-download.js';

/** The bytes as text, the byte-order mark kept (TextDecoder would drop it). */
const text = async (stream: Readable) => (await buffer(stream)).toString('utf8');

async function* rows(count: number, failAfter = Infinity) {
  for (let n = 0; n < count; n++) {
    if (n >= failAfter) throw new Error('database went away');
    yield { Name: n === 1 ? '=SUM(A1:A9)' : `Lead ${n}`, Score: n };
  }
}

describe('csvDownload', () => {
  it('streams a CSV with a byte-order mark, CRLF lines and formula-safe cells', async () => {
    const file = await csvDownload(rows(3), ['Name', 'Score'], 'leads.csv');
    expect(file.options).toMatchObject({ type: 'text/csv; charset=utf-8', disposition: 'attachment; filename="leads.csv"' });
    expect(await text(file.getStream())).toBe("\uFEFFName,Score\r\nLead 0,0\r\n'=SUM(A1:A9),1\r\nLead 2,2\r\n");
  });

  it('writes the header alone when there are no rows', async () => {
    expect(await text((await csvDownload(rows(0), ['Name', 'Score'], 'x.csv')).getStream())).toBe('\uFEFFName,Score\r\n');
  });

  it('fails before the answer starts when the first read fails, and fails the stream when a later one does', async () => {
    await expect(csvDownload(rows(3, 0), ['Name'], 'x.csv')).rejects.toThrow('database went away');
    const file = await csvDownload(rows(3, 2), ['Name'], 'x.csv');
    await expect(text(file.getStream())).rejects.toThrow('database went away');
  });

  it('stops reading when the download is cancelled', async () => {
    let read = 0;
    let closed = false;
    async function* endless() {
      try {
        for (;;) {
          read++;
          yield { Name: `Lead ${read}` };
        }
      } finally {
        closed = true;
      }
    }
    const stream = (await csvDownload(endless(), ['Name'], 'x.csv')).getStream();
    await new Promise((resolve) => stream.once('data', resolve));
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(true);
    expect(read).toBeLessThan(100_000);
  });
});
