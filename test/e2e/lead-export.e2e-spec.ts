import { parse } from 'csv-parse/sync';
import { LeadBookService } from '../../server/modules/leads/application/lead-book.service.js';
import { LeadScoringService } from '../../server/modules/leads/application/lead-scoring.service.js';
import { LeadScoringWorker } from '../../server/modules/leads/application/lead-scoring.worker.js';
import { LeadsService } from '../../server/modules/leads/application/leads.service.js';
import { usePortal } from './support/portal.js';

const HEADER = ['Name', 'Phone', 'Email', 'Source', 'Last contact', 'Score', 'Band', 'Intent', 'Top reason', 'Top needs', 'Budget', 'Next best action', 'Last update', 'Analysed at'];

const BOOK = [
  { name: 'Rahul Mehta', pastChats: 'Lead: Looking to buy a 3 BHK in Baner, budget max 1.2 cr, loan sanctioned.\nAgent: Site visit on Saturday 11 am?\nLead: Yes, Saturday 11 works.' },
  {
    name: 'Anita Rao',
    pastChats: 'Lead: Need a 2bhk on rent in Whitefield, upto 35k pm.\nAgent: Sure, I will send options.',
    contact: { phone: '+919876543210', email: 'anita@example.com', source: 'MagicBricks', lastContactAt: new Date('2026-11-20T12:00:00Z') },
  },
  { name: 'Vikram Shah', pastChats: 'Lead: just checking prices for now, no plans yet' },
  { name: '=HYPERLINK("http://evil.example","Click")', pastChats: 'Lead: want to rent a flat' },
  { name: 'सुनील वर्मा', pastChats: 'Lead: मुझे पुणे में 2 BHK फ्लैट किराये पर चाहिए' },
];

type Csv = Record<string, string>[];

describe('GET /api/leads/export: the book as CSV, streamed, the list\'s filters, only the buyer\'s own leads', () => {
  const { env, portal } = usePortal();

  const bookFor = async (prefix: string, leads = BOOK, { score = true } = {}) => {
    const licence = await portal.newLicence(prefix);
    await env.app.dataSource.query(`UPDATE licence SET market = 'in' WHERE id = $1`, [licence.id]);
    await env.app.app.get(LeadsService).save(licence.id, leads.map((lead) => ({ ...lead, previousIntent: '' })));
    if (score) await env.app.app.get(LeadScoringService).scoreAll({ licenceId: licence.id, waitForOthers: true });
    const cookie = await portal.signIn(licence.key, licence.email);
    return { licence, cookie };
  };
  const exportOf = async (cookie: string, query = '') => {
    const res = await portal.get(`/api/leads/export${query}`, cookie).expect(200);
    return { res, rows: parse(res.text, { columns: true, bom: true }) as Csv };
  };

  it('downloads every lead by score with its band, intent, reason, needs (money with its currency) and next action', async () => {
    const { cookie } = await bookFor('Export');
    const { res, rows } = await exportOf(cookie);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    // A byte-order mark for Excel, the header, CRLF line ends.
    expect(res.text.startsWith(`\uFEFF${HEADER.join(',')}\r\n`)).toBe(true);
    expect(rows).toHaveLength(BOOK.length);
    const scores = rows.map((row) => Number(row.Score));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const rahul = rows.find((row) => row.Name === 'Rahul Mehta')!;
    expect(rahul).toMatchObject({ Band: 'hot', Intent: 'buy', 'Top reason': expect.stringMatching(/\w/), 'Next best action': expect.stringMatching(/\w/) });
    expect(rahul['Top needs']).toMatch(/3 BHK; Baner/);
    // The phone as India groups it, quoted since a cell that starts with + is a formula to a spreadsheet.
    expect(rows.find((row) => row.Name === 'Anita Rao')).toMatchObject({
      Phone: "'+91 98765 43210",
      Email: 'anita@example.com',
      Source: 'MagicBricks',
      'Last contact': '2026-11-20T12:00:00.000Z',
      Budget: '₹35,000 a month',
    });
    expect(rahul).toMatchObject({ Phone: '', Email: '', Source: '', 'Last contact': '' });
    expect(rows.find((row) => row.Name === 'Vikram Shah')!.Budget).toBe('');
    expect(new Date(rahul['Analysed at']).getTime()).not.toBeNaN();
    expect(rows.map((row) => row.Name)).toContain('सुनील वर्मा');
  });

  it('writes a cell a spreadsheet would run as a formula as text', async () => {
    const { cookie } = await bookFor('Formula');
    const { rows } = await exportOf(cookie);
    expect(rows.map((row) => row.Name)).toContain(`'${BOOK[3].name}`);
    expect(rows.some((row) => row.Name.startsWith('='))).toBe(false);
  });

  it('takes the list\'s filters and sort, and names the file after them', async () => {
    const { cookie } = await bookFor('Filtered');
    const hot = await exportOf(cookie, '?band=hot');
    expect(hot.rows.length).toBeGreaterThan(0);
    expect(hot.rows.every((row) => Number(row.Score) > 70 && row.Band === 'hot')).toBe(true);
    expect(hot.res.headers['content-disposition']).toMatch(/filename="leads-hot-\d{4}-\d{2}-\d{2}\.csv"/);
    expect((await exportOf(cookie, '?intent=rent&band=warm')).res.headers['content-disposition']).toMatch(/filename="leads-warm-rent-/);
    expect((await exportOf(cookie, '?q=whitefield')).rows.map((row) => row.Name)).toEqual(['Anita Rao']);
    const byName = (await exportOf(cookie, '?sort=name')).rows.map((row) => row.Name);
    expect(byName.indexOf('Anita Rao')).toBeLessThan(byName.indexOf('Rahul Mehta'));
    expect(byName.indexOf('Rahul Mehta')).toBeLessThan(byName.indexOf('Vikram Shah'));
    const none = await exportOf(cookie, '?q=nobody');
    expect(none.rows).toEqual([]);
    expect(none.res.text).toBe(`\uFEFF${HEADER.join(',')}\r\n`);
  });

  it('streams a book bigger than one read, every lead once; leads not scored yet have empty score and advice', async () => {
    const many = Array.from({ length: 1_203 }, (_, i) => ({ name: `Lead ${String(i).padStart(4, '0')}`, pastChats: BOOK[i % 3].pastChats }));
    const worker = env.app.app.get(LeadScoringWorker);
    await worker.beforeApplicationShutdown();
    try {
      const { cookie } = await bookFor('Big', many, { score: false });
      const { rows } = await exportOf(cookie);
      expect(rows).toHaveLength(1_203);
      expect(new Set(rows.map((row) => row.Name)).size).toBe(1_203);
      expect(rows[0]).toMatchObject({ Score: '', Band: '', Intent: '', 'Top reason': '', 'Top needs': '', Budget: '', 'Next best action': '', 'Analysed at': '' });
      expect(new Date(rows[0]['Last update']).getTime()).not.toBeNaN();
    } finally {
      worker.onApplicationBootstrap();
    }
  });

  it('writes each lead once while the scorer changes scores under the export', async () => {
    const many = Array.from({ length: 1_100 }, (_, i) => ({ name: `Lead ${String(i).padStart(4, '0')}`, pastChats: BOOK[i % 3].pastChats }));
    const { licence } = await bookFor('Moving', many);
    const names: string[] = [];
    let shuffled = false;
    for await (const row of env.app.app.get(LeadBookService).exportRecords(licence.id, { sort: 'score' })) {
      names.push(String(row.Name));
      if (names.length === 10 && !shuffled) {
        // Every score changes, as a re-score would: the rows not yet written move around the ones already written.
        await env.app.dataSource.query(`UPDATE lead SET score = (hashtext(name) & 100) WHERE licence_id = $1`, [licence.id]);
        shuffled = true;
      }
    }
    expect(names).toHaveLength(1_100);
    expect(new Set(names).size).toBe(1_100);
  });

  it("never holds another buyer's leads", async () => {
    await bookFor('Owner');
    const other = await bookFor('Other', [{ name: 'Only Mine', pastChats: 'Lead: renting in Baner' }]);
    expect((await exportOf(other.cookie)).rows.map((row) => row.Name)).toEqual(['Only Mine']);
    expect((await exportOf(other.cookie, '?q=rahul')).rows).toEqual([]);
  });

  it('needs a session, refuses bad filters, and allows 10 exports in 10 minutes per session', async () => {
    await portal.get('/api/leads/export').expect(401);
    const { cookie } = await bookFor('Limits', BOOK.slice(0, 1));
    expect((await portal.get('/api/leads/export?band=tepid', cookie).expect(400)).body.message).toContain('Band must be one of hot, warm, cold.');
    expect((await portal.get('/api/leads/export?cursor=x', cookie).expect(400)).body.message).toContain('property cursor should not exist');
    // The refused requests count too: 2 + 8 = 10.
    for (let n = 0; n < 8; n++) await portal.get('/api/leads/export', cookie).expect(200);
    const refused = await portal.get('/api/leads/export', cookie).expect(429);
    expect(refused.body.retryAfter).toBeGreaterThan(0);
  });
});
