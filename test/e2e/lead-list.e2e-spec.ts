import { randomUUID } from 'node:crypto';
import type { BuyerInfo, LeadDetail, LeadPage, LeadSummary, RescoreResponse } from '../../shared/api.js';
import { LeadScoringService } from '../../server/modules/leads/application/lead-scoring.service.js';
import { LeadScoringWorker } from '../../server/modules/leads/application/lead-scoring.worker.js';
import { LeadsService } from '../../server/modules/leads/application/leads.service.js';
import { SEARCH_DOCUMENT } from '../../server/modules/leads/adapters/persistence/typeorm-lead-list.repository.js';
import { usePortal } from './support/portal.js';


const BOOK = [
  { name: 'Rahul Mehta', pastChats: 'Lead: Looking to buy a 3 BHK in Baner, budget max 1.2 cr, loan sanctioned.\nAgent: Site visit on Saturday 11 am?\nLead: Yes, Saturday 11 works. We want to move in next month.' },
  { name: 'Anita Rao', pastChats: 'Lead: Need a 2bhk on rent in Whitefield, upto 35k pm.\nAgent: Sure, I will send options.' },
  { name: 'Vikram Shah', pastChats: 'Lead: just checking prices for now, no plans yet' },
  { name: 'Priya Nair', pastChats: 'Lead: We want to buy a flat in Kothrud, 2 BHK, around 90 lakh. Can we see some this weekend?\nAgent: Yes, Sunday?\nLead: Sunday works.' },
  { name: 'Sameer Khan', pastChats: 'Lead: Want to sell my flat in Aundh, expecting 1.1 cr.' },
  { name: 'सुनील वर्मा', pastChats: 'Lead: मुझे पुणे में 2 BHK फ्लैट किराये पर चाहिए' },
];

describe('GET /api/leads and /api/leads/:id: the book, paged, sorted, filtered and searched in the database', () => {
  const { clock, env, portal } = usePortal();

  const bookFor = async (prefix: string, leads = BOOK) => {
    const licence = await portal.newLicence(prefix);
    await env.app.dataSource.query(`UPDATE licence SET market = 'in' WHERE id = $1`, [licence.id]);
    await env.app.app.get(LeadsService).save(licence.id, leads.map((lead) => ({ ...lead, previousIntent: '' })));
    await env.app.app.get(LeadScoringService).scoreAll({ licenceId: licence.id, waitForOthers: true });
    const cookie = await portal.signIn(licence.key, licence.email);
    return { licence, cookie };
  };
  const list = async (cookie: string, query = '') => (await portal.get(`/api/leads${query}`, cookie).expect(200)).body as LeadPage;

  it('opens on the leads sorted by score, with the reason beside each and the totals per band, without whole chats', async () => {
    const { cookie } = await bookFor('Book');
    const page = await list(cookie);
    const scores = page.leads.map((lead) => lead.insight?.score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(page.leads[0]).toMatchObject({ insight: { band: 'hot', intent: 'buy', topReason: expect.any(String) } });
    expect(['Rahul Mehta', 'Priya Nair']).toContain(page.leads[0].name);
    expect(page.leads[0]).not.toHaveProperty('pastChats');
    expect(page.leads[0].pastChatsShort).toMatch(/^Lead: /);
    const bands = { hot: 0, warm: 0, cold: 0 };
    for (const lead of page.leads) bands[lead.insight!.band]++;
    expect(page.totals).toEqual({ leads: 6, ...bands, unscored: 0, pending: 0 });
    expect(page.nextCursor).toBeNull();
  });

  it('pages with a cursor: every lead once, in order, whichever the sort', async () => {
    const many = Array.from({ length: 23 }, (_, i) => ({ name: `Lead ${String(i).padStart(2, '0')}`, pastChats: BOOK[i % BOOK.length].pastChats }));
    const { cookie } = await bookFor('Pages', many);
    for (const sort of ['score', 'name', 'updated']) {
      const seen: LeadSummary[] = [];
      let cursor: string | null = null;
      do {
        const page: LeadPage = await list(cookie, `?sort=${sort}&limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        expect(page.leads.length).toBeLessThanOrEqual(5);
        seen.push(...page.leads);
        cursor = page.nextCursor;
      } while (cursor);
      expect(new Set(seen.map((l) => l.id)).size).toBe(23);
      if (sort === 'name') expect(seen.map((l) => l.name)).toEqual(many.map((l) => l.name));
      if (sort === 'score') expect(seen.map((l) => l.insight!.score)).toEqual(seen.map((l) => l.insight!.score).sort((a, b) => b - a));
    }
  });

  it('filters by band and intent, and searches names and chats as they are typed', async () => {
    const { cookie } = await bookFor('Filters');
    const hot = await list(cookie, '?band=hot');
    expect(hot.leads.length).toBeGreaterThan(0);
    expect(hot.leads.every((l) => l.insight!.score > 70)).toBe(true);
    expect(hot.totals.leads).toBe(6); // totals are the whole book's
    const cold = await list(cookie, '?band=cold');
    expect(cold.leads.every((l) => l.insight!.score <= 40)).toBe(true);
    expect((await list(cookie, '?intent=rent')).leads.map((l) => l.name)).toEqual(['Anita Rao']);
    expect((await list(cookie, '?q=whitefield')).leads.map((l) => l.name)).toEqual(['Anita Rao']);
    expect((await list(cookie, '?q=Rah')).leads.map((l) => l.name)).toEqual(['Rahul Mehta']);
    expect((await list(cookie, '?q=priya%20nai')).leads.map((l) => l.name)).toEqual(['Priya Nair']);
    expect((await list(cookie, `?q=${encodeURIComponent("rahul & !:* | ('")}`)).leads.map((l) => l.name)).toEqual(['Rahul Mehta']);
    expect((await list(cookie, '?q=nobody')).leads).toEqual([]);
    expect((await list(cookie, `?q=${encodeURIComponent('पुणे')}`)).leads.map((l) => l.name)).toEqual(['सुनील वर्मा']);
    expect((await list(cookie, `?q=${encodeURIComponent('सुनी')}`)).leads.map((l) => l.name)).toEqual(['सुनील वर्मा']);
    expect((await list(cookie, '?q=%20%21%21')).leads).toHaveLength(6); // nothing searchable: no filter
  });

  it('shows one lead whole, with its stored insight, and says when the insight is out of date', async () => {
    const { licence, cookie } = await bookFor('Detail');
    const [first] = (await list(cookie, '?q=anita')).leads;
    const detail = (await portal.get(`/api/leads/${first.id}`, cookie).expect(200)).body as LeadDetail;
    expect(detail.lead).toMatchObject({ id: first.id, name: 'Anita Rao', pastChats: BOOK[1].pastChats });
    expect(detail.insight).toMatchObject({ current: true, analysis: { predictedIntent: 'rent', budget: { amount: 35_000, currency: 'INR', period: 'month' } } });
    // With the background scorer paused, the changed lead keeps its old answer, marked as out of date.
    const worker = env.app.app.get(LeadScoringWorker);
    await worker.beforeApplicationShutdown();
    try {
      clock.advance(1_000);
      await env.app.app.get(LeadsService).save(licence.id, [{ name: 'Anita Rao', pastChats: `${BOOK[1].pastChats}\nLead: actually 2.5 bhk is also fine`, previousIntent: '' }]);
      const stale = (await portal.get(`/api/leads/${first.id}`, cookie).expect(200)).body as LeadDetail;
      expect(stale.insight).toMatchObject({ current: false, analysis: { predictedIntent: 'rent' } });
      expect(stale.lead.pastChats).toContain('2.5 bhk');
    } finally {
      worker.onApplicationBootstrap();
    }
  });

  it('lists a search by relevance: the name whole, then the name begun, then the chat alone; page after page, in the export too', async () => {
    // Ten leads mention Baner in their chat and score high; the two called Baner, and Banerjee, score low (browsing chats).
    const chats = Array.from({ length: 10 }, (_, i) => ({ name: `Chat Lead ${i}`, pastChats: `${BOOK[0].pastChats}\nLead: Baner please, call me ${i}` }));
    const named = [
      { name: 'Rohan Banerjee', pastChats: 'Lead: just browsing' },
      { name: 'Baner Bose', pastChats: 'Lead: just checking prices for now' },
      { name: 'Baner Iyer', pastChats: 'Lead: just looking' },
    ];
    const { cookie } = await bookFor('Named', [...chats, ...named]);
    for (const sort of ['score', 'name', 'updated']) {
      const seen: LeadSummary[] = [];
      let cursor: string | null = null;
      do {
        const page: LeadPage = await list(cookie, `?q=baner&sort=${sort}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
        seen.push(...page.leads);
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(13);
      expect(new Set(seen.map((l) => l.id)).size).toBe(13);
      expect(seen.slice(0, 3).map((l) => l.name)).toEqual([...(sort === 'name' ? ['Baner Bose', 'Baner Iyer'] : seen.slice(0, 2).map((l) => l.name)), 'Rohan Banerjee']);
      expect(seen.slice(0, 2).map((l) => l.name).sort()).toEqual(['Baner Bose', 'Baner Iyer']);
      if (sort === 'name') expect(seen.slice(3).map((l) => l.name)).toEqual(chats.map((l) => l.name));
      if (sort === 'score') expect(seen.slice(3).map((l) => l.insight!.score)).toEqual(seen.slice(3).map((l) => l.insight!.score).sort((a, b) => b - a));
    }
    const csv = (await portal.get('/api/leads/export?q=baner', cookie).expect(200)).text;
    expect(csv.split('\r\n').slice(1, 4).map((row) => row.split(',')[0])).toEqual([expect.stringMatching(/^Baner /), expect.stringMatching(/^Baner /), 'Rohan Banerjee']);
    // A search's cursor continues that search only.
    const { nextCursor } = await list(cookie, '?q=baner&limit=3');
    expect((await portal.get(`/api/leads?cursor=${encodeURIComponent(nextCursor!)}`, cookie).expect(400)).body.code).toBe('lead_cursor_invalid');
  });

  it("searches a big book through the index that holds the licence beside the words, never reading other licences' leads", async () => {
    const licence = await portal.newLicence('Indexed');
    const leads = Array.from({ length: 3_000 }, (_, i) => ({ name: `Indexed Lead ${i}`, pastChats: BOOK[i % BOOK.length].pastChats, previousIntent: '' }));
    await env.app.app.get(LeadsService).save(licence.id, leads);
    const plan = (await env.app.dataSource.query(`EXPLAIN SELECT l.id FROM lead l WHERE l.licence_id = $1 AND ${SEARCH_DOCUMENT} @@ to_tsquery('simple', $2)`, [licence.id, 'indexed & lead & 1234:*'])) as { 'QUERY PLAN': string }[];
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toContain('Bitmap Index Scan on lead_search_by_licence');
    expect(text).toMatch(/Index Cond: \(\(licence_id = .*\) AND \(to_tsvector/);
  });

  it("never shows another buyer's leads: not in the list, not by id, not in a search", async () => {
    const owner = await bookFor('Owner');
    const other = await bookFor('Other', [{ name: 'Only Mine', pastChats: 'Lead: renting in Baner' }]);
    const ownersLead = (await list(owner.cookie)).leads[0];
    const othersPage = await list(other.cookie);
    expect(othersPage.leads.map((l) => l.name)).toEqual(['Only Mine']);
    expect(othersPage.totals.leads).toBe(1);
    expect((await list(other.cookie, '?q=rahul')).leads).toEqual([]);
    const stolen = await portal.get(`/api/leads/${ownersLead.id}`, other.cookie).expect(404);
    const missing = await portal.get(`/api/leads/${randomUUID()}`, other.cookie).expect(404);
    const garbage = await portal.get('/api/leads/not-an-id', other.cookie).expect(404);
    for (const res of [stolen, missing, garbage]) expect(res.body).toMatchObject({ code: 'lead_not_found', message: 'No such lead. It may have been removed by the last sync.' });
  });

  it.each([
    ['?sort=bogus', 'Sort must be one of score, name, updated.'],
    ['?band=tepid', 'Band must be one of hot, warm, cold.'],
    ['?intent=lease', 'Intent must be one of buy, rent, sell, invest, browse, unknown.'],
    ['?limit=0', 'Ask for at least one lead a page.'],
    ['?limit=101', 'Ask for at most 100 leads a page.'],
    ['?limit=2.5', 'Limit must be a whole number.'],
    [`?q=${'a'.repeat(101)}`, 'Search for at most 100 characters.'],
    ['?cursor=garbage', 'This page link is no longer valid. Start again from the first page.'],
    ['?whatever=1', 'property whatever should not exist'],
  ])('answers 400 for %s', async (query, message) => {
    const { cookie } = await bookFor('Bad', []);
    const res = await portal.get(`/api/leads${query}`, cookie).expect(400);
    expect(res.body.message).toContain(message);
  });

  it("refuses a cursor made for another sort, and one for this sort that points nowhere still answers", async () => {
    const many = Array.from({ length: 4 }, (_, i) => ({ name: `Lead ${i}`, pastChats: BOOK[i].pastChats }));
    const { cookie } = await bookFor('Cursor', many);
    const { nextCursor } = await list(cookie, '?sort=name&limit=2');
    const res = await portal.get(`/api/leads?sort=score&cursor=${encodeURIComponent(nextCursor!)}`, cookie).expect(400);
    expect(res.body.code).toBe('lead_cursor_invalid');
  });

  it('buyer-info keeps the spec\'s shape with the first page by score, whole leads, the totals and the next cursor', async () => {
    const many = Array.from({ length: 57 }, (_, i) => ({ name: `Lead ${String(i).padStart(2, '0')}`, pastChats: BOOK[i % BOOK.length].pastChats }));
    const { cookie } = await bookFor('Info', many);
    const info = (await portal.get('/api/buyer-info', cookie).expect(200)).body as BuyerInfo;
    expect(info.leads).toHaveLength(50);
    expect(info.leads[0]).toMatchObject({ pastChats: expect.stringMatching(/^Lead: /), pastChatsWordCount: expect.any(Number), intentIncludesBuy: false, insight: { score: expect.any(Number) } });
    const scores = info.leads.map((lead) => lead.insight!.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(info.totals).toMatchObject({ leads: 57, unscored: 0, pending: 0 });
    const rest = await list(cookie, `?cursor=${encodeURIComponent(info.nextCursor!)}`);
    expect(rest.leads).toHaveLength(7);
    expect(new Set([...info.leads, ...rest.leads].map((lead) => lead.id)).size).toBe(57);
  });

  it("'Re-score all' queues the licence's leads, and only those, for the scoring workers", async () => {
    const mine = await bookFor('Rescore');
    const theirs = await bookFor('Untouched', [{ name: 'Not Mine', pastChats: 'Lead: renting in Baner' }]);
    const res = await portal.post('/api/leads/rescore', undefined, { cookie: mine.cookie }).expect(202);
    expect(res.body as RescoreResponse).toEqual({ queued: 6, totals: expect.objectContaining({ leads: 6, unscored: 0, pending: 6 }) });
    // Scores stay on the list while new ones are computed.
    expect((await list(mine.cookie)).leads.every((lead) => lead.insight !== null)).toBe(true);
    expect((await list(theirs.cookie)).totals.pending).toBe(0);
    await env.app.app.get(LeadScoringService).scoreAll({ licenceId: mine.licence.id, waitForOthers: true });
    expect((await list(mine.cookie)).totals).toMatchObject({ leads: 6, pending: 0 });
    // Asked again at once: nothing new to queue beyond what waits, and a session may ask 3 times in 10 minutes.
    await portal.post('/api/leads/rescore', undefined, { cookie: mine.cookie }).expect(202);
    await portal.post('/api/leads/rescore', undefined, { cookie: mine.cookie }).expect(202);
    const refused = await portal.post('/api/leads/rescore', undefined, { cookie: mine.cookie }).expect(429);
    expect(refused.body.retryAfter).toBeGreaterThan(0);
  });

  it('needs a session', async () => {
    await portal.get('/api/leads').expect(401);
    await portal.get(`/api/leads/${randomUUID()}`).expect(401);
    await portal.post('/api/leads/rescore').expect(401);
  });

  it('compresses its answers for a client that accepts it', async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ name: `Lead ${i}`, pastChats: BOOK[i % BOOK.length].pastChats }));
    const { cookie } = await bookFor('Gzip', many);
    const res = await portal.get('/api/leads?limit=40', cookie).set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect((res.body as LeadPage).leads).toHaveLength(40);
  });
});
