import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { usePortal } from './support/portal.js';
import { runCli } from './support/server-process.js';

const FIXTURES = join(import.meta.dirname, '../fixtures/leads');
const CSV = join(FIXTURES, 'sgd-leads-with-bad-rows.csv');
const XLSX = join(FIXTURES, 'sgd-leads-with-bad-rows.xlsx');

describe('Lead import through the admin CLI', () => {
  const { env, portal } = usePortal();
  let scratch: string;
  // The CLI attaches to this test app's database: its embedded PGlite (through DATA_DIR) or the PostgreSQL one.
  const cli = (...args: string[]) =>
    runCli(args, { DATA_DIR: env.app.dataDir, DATABASE_URL: process.env.DATABASE_URL, LEADS_SYNC_INTERVAL_MINUTES: '0' });
  const stored = async (licenceId: string) =>
    (await env.app.dataSource.query(
      `SELECT external_id, name, previous_intent, intent_includes_buy, past_chats_word_count, updated_at FROM lead WHERE licence_id = $1 ORDER BY name`,
      [licenceId],
    )) as { external_id: string | null; name: string; previous_intent: string; updated_at: Date }[];

  beforeAll(() => (scratch = mkdtempSync(join(tmpdir(), 'e2e-leads-import-'))));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('imports a CSV: good rows stored, bad rows reported with their row numbers and reasons', async () => {
    const alpha = await portal.newLicence('Alpha');
    const out = await cli('leads', 'import', '--licence', alpha.id, CSV);
    expect(out.stderr).toBe(''); // no progress bar when stderr is not a terminal
    expect(out.status).toBe(0);
    expect(out.stdout).toBe(
      [
        `Imported ${CSV} into licence ${alpha.id}:`,
        '  read 8: 4 inserted, 0 updated, 0 unchanged, 4 rejected',
        '    row 4: missing name',
        '    row 6: missing chats',
        '    row 7: duplicate id "sgd-30_00097" (already on row 2)',
        '    row 8: control characters in the name',
        '',
      ].join('\n'),
    );
    const leads = await stored(alpha.id);
    expect(leads.map((l) => [l.external_id, l.name, l.previous_intent])).toEqual([
      ['sgd-30_00097', 'Lead 30_00097', ''],
      ['sgd-30_00099', 'Lead 30_00099', 'rent'],
      ['sgd-30_00100', 'Lead 30_00100', 'buy'],
      ['sgd-30_00102', 'Lead 30_00102', ''],
    ]);
  });

  it('imports contact columns read as the licence\'s market writes them, refuses bad ones by row, and shows them on the lead', async () => {
    const uk = await portal.newLicence('Contact');
    await env.app.dataSource.query(`UPDATE licence SET market = 'uk' WHERE id = $1`, [uk.id]);
    const sheet = join(scratch, 'contacts.csv');
    writeFileSync(
      sheet,
      [
        'id,Name,Chats,Mobile No,E-mail,Lead Source,Last Contacted',
        'c1,Olivia Hart,Lead: 2 bed flat in Leeds,07911 123456,olivia@example.co.uk,Rightmove,20/11/2026',
        'c2,Tom Reed,Lead: renting in Bristol,020 7946 0958,,Zoopla,',
        'c3,Bad Phone,Lead: hi,12345,,,',
        'c4,Bad Date,Lead: hi,,,,11/20/2026',
      ].join('\n'),
    );
    const out = await cli('leads', 'import', '--licence', uk.id, sheet);
    expect(out.stdout).toContain('read 4: 2 inserted, 0 updated, 0 unchanged, 2 rejected');
    expect(out.stdout).toContain('row 4: phone "12345" is not a phone number (add the country code, as in +44 20 7946 0958)');
    expect(out.stdout).toContain('row 5: last contact "11/20/2026" is not a date (write it as 20/11/2026 or 2026-11-20)');

    const cookie = await portal.signIn(uk.key, uk.email);
    const info = (await portal.get('/api/buyer-info', cookie).expect(200)).body as { leads: { id: string; name: string; contact?: unknown }[] };
    const olivia = info.leads.find((lead) => lead.name === 'Olivia Hart')!;
    expect(olivia.contact).toEqual({
      phone: { e164: '+447911123456', display: '+44 7911 123456', whatsapp: true },
      email: 'olivia@example.co.uk',
      source: 'Rightmove',
      lastContactAt: '2026-11-20T12:00:00.000Z',
    });
    const tom = info.leads.find((lead) => lead.name === 'Tom Reed')!;
    expect((await portal.get(`/api/leads/${tom.id}`, cookie).expect(200)).body.lead.contact).toEqual({
      phone: { e164: '+442079460958', display: '+44 20 7946 0958', whatsapp: false },
      email: null,
      source: 'Zoopla',
      lastContactAt: null,
    });

    // A sheet without the contact columns keeps what is stored; one with a new address changes only that.
    const bare = join(scratch, 'contacts-bare.csv');
    writeFileSync(bare, ['id,Name,Chats', 'c1,Olivia Hart,Lead: 2 bed flat in Leeds'].join('\n'));
    expect((await cli('leads', 'import', '--licence', uk.id, bare)).stdout).toContain('0 inserted, 0 updated, 1 unchanged');
    const moved = join(scratch, 'contacts-moved.csv');
    writeFileSync(moved, ['id,Name,Chats,Email', 'c1,Olivia Hart,Lead: 2 bed flat in Leeds,olivia.hart@example.com'].join('\n'));
    expect((await cli('leads', 'import', '--licence', uk.id, moved)).stdout).toContain('0 inserted, 1 updated, 0 unchanged');
    const [row] = await env.app.dataSource.query(`SELECT phone, email FROM lead WHERE licence_id = $1 AND external_id = 'c1'`, [uk.id]);
    expect(row).toEqual({ phone: '+447911123456', email: 'olivia.hart@example.com' });
  });

  it('imports the first worksheet of an XLSX without an id column, and lists the leads in three formats', async () => {
    const beta = await portal.newLicence('Beta');
    const out = await cli('leads', 'import', '--licence', beta.id, XLSX);
    expect(out.status).toBe(0);
    expect(out.stdout).toContain('read 5: 3 inserted, 0 updated, 0 unchanged, 2 rejected');
    expect(out.stdout).toContain('    row 5: name too long (201 characters, at most 200)\n    row 7: missing chats\n');

    const json = JSON.parse((await cli('leads', 'list', '--licence', beta.id, '--format', 'json')).stdout) as Record<string, unknown>[];
    expect(json).toHaveLength(3);
    expect(json.find((lead) => lead.intent === 'Buy')).toMatchObject({ sourceId: '', words: expect.any(Number) });
    const csv = await cli('leads', 'list', '--licence', beta.id, '--format', 'csv');
    expect(csv.stdout.split('\n')[0]).toBe('id,sourceId,name,intent,words,chats,created,updated');
    const table = await cli('leads', 'list', '--licence', beta.id);
    expect(table.stdout).toMatch(/^id\s+sourceId\s+name\s+intent\s+words\s+updated\n/);
    expect(table.stdout.trim().split('\n')).toHaveLength(5);
  });

  it('changes nothing when the same files are imported again, and updates only the row that changed', async () => {
    const gamma = await portal.newLicence('Gamma');
    await cli('leads', 'import', '--licence', gamma.id, CSV);
    await cli('leads', 'import', '--licence', gamma.id, XLSX);
    const before = await stored(gamma.id);
    expect(before).toHaveLength(7);

    const again = await cli('leads', 'import', '--licence', gamma.id, CSV);
    expect(again.stdout).toContain('read 8: 0 inserted, 0 updated, 4 unchanged, 4 rejected');
    const againXlsx = await cli('leads', 'import', '--licence', gamma.id, XLSX);
    expect(againXlsx.stdout).toContain('read 5: 0 inserted, 0 updated, 3 unchanged, 2 rejected');
    expect(await stored(gamma.id)).toEqual(before); // updated_at included

    const edited = join(scratch, 'edited.csv');
    writeFileSync(edited, 'id,name,chats,intent\nsgd-30_00099,Lead 30_00099 (renamed),Lead: I want to buy now,buy\n');
    const out = await cli('leads', 'import', '--licence', gamma.id, edited);
    expect(out.stdout).toContain('read 1: 0 inserted, 1 updated, 0 unchanged, 0 rejected');
    const after = await stored(gamma.id);
    const renamed = after.find((l) => l.external_id === 'sgd-30_00099')!;
    expect(renamed).toMatchObject({ name: 'Lead 30_00099 (renamed)', previous_intent: 'buy', intent_includes_buy: true, past_chats_word_count: 6 });
    expect(renamed.updated_at.getTime()).toBeGreaterThan(before.find((l) => l.external_id === 'sgd-30_00099')!.updated_at.getTime());
    expect(after.filter((l) => l.external_id !== 'sgd-30_00099')).toEqual(before.filter((l) => l.external_id !== 'sgd-30_00099'));
  });

  it('refuses a file without a chats column as a whole, naming the headers it found, and stores nothing', async () => {
    const delta = await portal.newLicence('Delta');
    const out = await cli('leads', 'import', '--licence', delta.id, join(FIXTURES, 'no-chats-column.csv'));
    expect(out.status).toBe(1);
    expect(out.stderr).toContain('The sheet has no pastChats (or chats, messages) column. Row 1 must name the columns; found: "Name", "Email".');
    expect(await stored(delta.id)).toEqual([]);
  });

  it('refuses a sheet of more than 50,000 rows as a whole, saying how to import it, and stores nothing', async () => {
    const zeta = await portal.newLicence('Zeta');
    const big = join(scratch, 'too-many.csv');
    writeFileSync(big, ['name,chats', ...Array.from({ length: 50_001 }, (_, i) => `Lead ${i},Lead: hi`)].join('\n'));
    const out = await cli('leads', 'import', '--licence', zeta.id, big);
    expect(out.status).toBe(1);
    expect(out.stderr).toContain('The sheet has more than 50,000 rows; one import takes at most 50,000. Split it into parts and import each.');
    expect(await stored(zeta.id)).toEqual([]);
  });

  it('explains bad arguments and exits non-zero', async () => {
    const epsilon = await portal.newLicence('Epsilon');
    const noLicence = await cli('leads', 'import', CSV);
    expect(noLicence.status).toBe(2);
    expect(noLicence.stderr).toContain('leads import needs --licence <id>');
    const noFile = await cli('leads', 'import', '--licence', epsilon.id);
    expect(noFile.status).toBe(2);
    expect(noFile.stderr).toContain('leads import needs the file to import');
    const unknown = await cli('leads', 'import', '--licence', '00000000-0000-4000-8000-000000000000', CSV);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No licence has the id 00000000-0000-4000-8000-000000000000');
    const missing = await cli('leads', 'import', '--licence', epsilon.id, join(scratch, 'missing.csv'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('missing.csv: no such file.');
    const text = join(scratch, 'leads.txt');
    writeFileSync(text, 'name,chats\n');
    const wrongType = await cli('leads', 'import', '--licence', epsilon.id, text);
    expect(wrongType.status).toBe(1);
    expect(wrongType.stderr).toContain('only .csv and .xlsx files can be imported, not .txt');
    const badFormat = await cli('leads', 'list', '--licence', epsilon.id, '--format', 'xml');
    expect(badFormat.status).toBe(2);
    expect(await stored(epsilon.id)).toEqual([]);
  });

  it("keeps each buyer's imports to that buyer: B's buyer-info never shows A's leads", async () => {
    const a = await portal.newLicence('Agency');
    const b = await portal.newLicence('Broker');
    await cli('leads', 'import', '--licence', a.id, CSV);
    const infoA = await portal.get('/api/buyer-info', await portal.signIn(a.key, a.email)).expect(200);
    // By score, and scoring runs in the background: the names, in any order.
    expect(infoA.body.leads.map((lead: { name: string }) => lead.name).sort()).toEqual(['Lead 30_00097', 'Lead 30_00099', 'Lead 30_00100', 'Lead 30_00102']);
    expect(infoA.body.leads.find((lead: { name: string }) => lead.name === 'Lead 30_00099')).toMatchObject({ previousIntent: 'rent', intentIncludesBuy: false, pastChatsShort: expect.stringMatching(/…$/) });
    const infoB = await portal.get('/api/buyer-info', await portal.signIn(b.key, b.email)).expect(200);
    expect(infoB.body).toEqual({ buyerName: b.name, leads: [], market: 'us', totals: { leads: 0, hot: 0, warm: 0, cold: 0, unscored: 0, pending: 0 }, nextCursor: null });
  });
});
