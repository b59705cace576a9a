import { jest } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AiAnalysisRequest } from '../../shared/api.js';
import { AiInsightsService } from '../../server/modules/ai-insights/application/ai-insights.service.js';
import { analyzeOffline } from '../../server/modules/ai-insights/adapters/offline/offline-lead-analyzer.js';
import { LeadScoringService } from '../../server/modules/leads/application/lead-scoring.service.js';
import { usePortal } from './support/portal.js';
import { runCli } from './support/server-process.js';

interface InsightRow {
  id: string;
  name: string;
  past_chats: string;
  score: number | null;
  intent: string | null;
  source: string | null;
  analyzer_version: string | null;
  analysis: { leadScore: number; predictedIntent: string; summary: string } | null;
  analysed_at: Date | null;
  attempts: number;
  last_error: string | null;
  retry_at: Date | null;
}

const sheet = (rows: Array<[string, string, string]>) =>
  ['ID,Name,Past Chats', ...rows.map((cells) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(','))].join('\n');

const LEADS: Array<[string, string, string]> = [
  ['in-1', 'Rahul Mehta', 'Lead: Looking to buy a 3 BHK in Baner, budget max 1.2 cr.\nAgent: Site visit on Saturday?\nLead: Yes, Saturday 11 works.'],
  ['in-2', 'Anita Rao', 'Lead: Need a 2bhk on rent in Whitefield, upto 35k pm.\nAgent: Sure'],
  ['in-3', 'Vikram Shah', 'Lead: just checking prices for now'],
];

describe('Stored lead insights, scored in the background', () => {
  const { env, portal } = usePortal();
  let scratch: string;
  const cli = (...args: string[]) => runCli(args, { DATA_DIR: env.app.dataDir, DATABASE_URL: process.env.DATABASE_URL, LEADS_SYNC_INTERVAL_MINUTES: '0' });
  const scoring = () => env.app.app.get(LeadScoringService);
  const insights = async (licenceId: string) =>
    (await env.app.dataSource.query(
      `SELECT l.id, l.name, l.past_chats, l.score, l.intent, i.source, i.analyzer_version, i.analysis, i.analysed_at, i.attempts, i.last_error, i.retry_at
         FROM lead l LEFT JOIN lead_insight i ON i.lead_id = l.id WHERE l.licence_id = $1 ORDER BY l.name`,
      [licenceId],
    )) as InsightRow[];
  const current = (row: InsightRow) => row.analysed_at !== null && row.analyzer_version === scoring().analyzerVersion;
  async function waitUntil(licenceId: string, done: (rows: InsightRow[]) => boolean): Promise<InsightRow[]> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const rows = await insights(licenceId);
      if (done(rows)) return rows;
      if (Date.now() > deadline) throw new Error(`not scored in time: ${JSON.stringify(rows.map((r) => [r.name, r.analysed_at, r.analyzer_version, r.last_error]))}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const importSheet = async (licenceId: string, rows: Array<[string, string, string]>, file = 'leads.csv') => {
    writeFileSync(join(scratch, file), sheet(rows));
    const out = await cli('leads', 'import', '--licence', licenceId, join(scratch, file));
    expect(out.status).toBe(0);
  };

  beforeAll(() => (scratch = mkdtempSync(join(tmpdir(), 'e2e-lead-scoring-'))));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  afterEach(() => jest.restoreAllMocks());

  it('scores imported leads in the background and stores each answer with the analyzer version, source and time', async () => {
    const alpha = await portal.newLicence('Alpha');
    await env.app.dataSource.query(`UPDATE licence SET market = 'in' WHERE id = $1`, [alpha.id]);
    await importSheet(alpha.id, LEADS);
    const rows = await waitUntil(alpha.id, (all) => all.length === 3 && all.every(current));
    expect(scoring().analyzerVersion).toMatch(/^offline-[0-9a-f]{12}$/);
    for (const row of rows) {
      // The stored answer is the analyzer's own for this conversation and the licence's market.
      const expected = analyzeOffline({ name: row.name, pastChats: row.past_chats, previousIntent: '', market: 'in' });
      expect(row).toMatchObject({ source: 'offline', score: expected.leadScore, intent: expected.predictedIntent, attempts: 0, last_error: null });
      expect(row.analysis).toEqual(JSON.parse(JSON.stringify(expected)));
    }
    expect(rows.find((r) => r.name === 'Rahul Mehta')).toMatchObject({ intent: 'buy', analysis: { budget: { amount: 12_000_000, currency: 'INR' } } });
    expect(await scoring().progress(alpha.id)).toEqual({ leads: 3, scored: 3, failing: 0 });
  });

  it('scores a lead again when its conversation changes, and leaves the others alone', async () => {
    const beta = await portal.newLicence('Beta');
    await importSheet(beta.id, LEADS, 'beta.csv');
    const before = await waitUntil(beta.id, (all) => all.length === 3 && all.every(current));
    const changed: Array<[string, string, string]> = [LEADS[0], LEADS[1], ['in-3', 'Vikram Shah', 'Lead: ok now I want to buy, budget 90 lakh, can we see flats this week?']];
    await importSheet(beta.id, changed, 'beta-changed.csv');
    const after = await waitUntil(beta.id, (all) => all.find((r) => r.name === 'Vikram Shah')?.analysed_at?.getTime() !== before.find((r) => r.name === 'Vikram Shah')?.analysed_at?.getTime() && all.every(current));
    expect(after.find((r) => r.name === 'Vikram Shah')).toMatchObject({ intent: 'buy' });
    for (const name of ['Rahul Mehta', 'Anita Rao']) expect(after.find((r) => r.name === name)?.analysed_at).toEqual(before.find((r) => r.name === name)?.analysed_at);
  });

  it('keeps a stored insight current when only the contact details change: no new score, no alert watch', async () => {
    const epsilon = await portal.newLicence('Epsilon');
    await importSheet(epsilon.id, LEADS, 'epsilon.csv');
    const before = await waitUntil(epsilon.id, (all) => all.length === 3 && all.every(current));
    const withContact = ['ID,Name,Past Chats,Phone', ...LEADS.map(([id, name, chats], n) => `${id},${name},"${chats.replaceAll('"', '""')}",+91 98765 4321${n}`)].join('\n');
    writeFileSync(join(scratch, 'epsilon-phones.csv'), withContact);
    expect((await cli('leads', 'import', '--licence', epsilon.id, join(scratch, 'epsilon-phones.csv'))).status).toBe(0);
    const leads = (await env.app.dataSource.query(`SELECT phone, insight_due, hot_watch FROM lead WHERE licence_id = $1 ORDER BY name`, [epsilon.id])) as Array<{ phone: string; insight_due: boolean; hot_watch: boolean }>;
    expect(leads.map((lead) => lead.phone)).toEqual(['+919876543211', '+919876543210', '+919876543212']);
    expect(leads.every((lead) => !lead.insight_due && !lead.hot_watch)).toBe(true);
    expect((await insights(epsilon.id)).map((row) => row.analysed_at)).toEqual(before.map((row) => row.analysed_at));
  });

  it('scores every lead again when the analyzer changes', async () => {
    const gamma = await portal.newLicence('Gamma');
    await importSheet(gamma.id, LEADS, 'gamma.csv');
    await waitUntil(gamma.id, (all) => all.length === 3 && all.every(current));
    // As after a deploy: answers from an older analyzer, marked due when a scorer starts.
    await env.app.dataSource.query(`UPDATE lead_insight SET analyzer_version = 'offline-000000000000' WHERE licence_id = $1`, [gamma.id]);
    expect(await scoring().rescoreOlderAnswers()).toBe(3);
    await waitUntil(gamma.id, (all) => all.every(current));
  });

  it('analyses each lead once, however many scorers claim at the same time', async () => {
    const delta = await portal.newLicence('Delta');
    const analyse = jest.spyOn(env.app.app.get(AiInsightsService), 'analyze');
    await importSheet(delta.id, Array.from({ length: 60 }, (_, i) => [`d-${i}`, `Lead ${i}`, `Lead: looking to rent a 1 bed, max £${900 + i} pcm`] as [string, string, string]), 'delta.csv');
    // The app's own worker runs beside these three.
    await Promise.all([scoring().scoreAll({ licenceId: delta.id }), scoring().scoreAll({ licenceId: delta.id }), scoring().scoreAll({ licenceId: delta.id })]);
    const rows = await waitUntil(delta.id, (all) => all.length === 60 && all.every(current));
    const ids = new Set(rows.map((r) => r.id));
    const calls = analyse.mock.calls.map(([input]) => (input as AiAnalysisRequest).leadId).filter((id): id is string => ids.has(id ?? ''));
    expect(calls.length).toBe(60);
    expect(new Set(calls).size).toBe(60);
  });

  it('records a failed analysis with its retry time, scores the others, and scores it once the retry is due', async () => {
    const epsilon = await portal.newLicence('Epsilon');
    const insightsService = env.app.app.get(AiInsightsService);
    const real = insightsService.analyze.bind(insightsService);
    jest.spyOn(insightsService, 'analyze').mockImplementation(async (input) => {
      if (input.name === 'Anita Rao') throw new Error('analysis failed on purpose');
      return real(input);
    });
    await importSheet(epsilon.id, LEADS, 'epsilon.csv');
    const rows = await waitUntil(epsilon.id, (all) => all.length === 3 && all.filter(current).length === 2 && all.some((r) => r.last_error !== null));
    const failed = rows.find((r) => r.name === 'Anita Rao');
    expect(failed).toMatchObject({ analysed_at: null, last_error: 'analysis failed on purpose', attempts: 1 });
    // Thirty seconds after the failure, by the database's clock.
    const [{ wait }] = (await env.app.dataSource.query(`SELECT extract(epoch FROM retry_at - now())::float AS wait FROM lead_insight WHERE lead_id = $1`, [failed?.id])) as { wait: number }[];
    expect(wait).toBeGreaterThan(20);
    expect(wait).toBeLessThanOrEqual(30);
    expect(await scoring().progress(epsilon.id)).toEqual({ leads: 3, scored: 2, failing: 1 });

    jest.restoreAllMocks();
    await env.app.dataSource.query(`UPDATE lead_insight SET retry_at = now() - interval '1 second' WHERE lead_id = $1`, [failed?.id]);
    await waitUntil(epsilon.id, (all) => all.every(current) && all.every((r) => r.last_error === null));
  });

  it('`leads analyse` scores what is due and says how many leads have a current insight', async () => {
    const zeta = await portal.newLicence('Zeta');
    await importSheet(zeta.id, LEADS, 'zeta.csv');
    const out = await cli('leads', 'analyse', '--licence', zeta.id);
    expect(out.status).toBe(0);
    expect(out.stderr).toBe(''); // no progress bar when stderr is not a terminal
    expect(out.stdout).toMatch(new RegExp(`^Scored \\d lead\\(s\\) with ${scoring().analyzerVersion}; 3 of 3 lead\\(s\\) of licence ${zeta.id} have a current insight\\.\\n$`));

    const unknown = await cli('leads', 'analyse', '--licence', '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).not.toBe(0);
    expect(unknown.stderr).toContain('00000000-0000-4000-8000-000000000000');
  });
});
