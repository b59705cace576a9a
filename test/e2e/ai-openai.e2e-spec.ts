import { FakeChatCompletions } from '../../server/modules/ai-insights/adapters/openai/chat-completions.fakes.js';
import { modelAnswer } from '../../server/modules/ai-insights/adapters/openai/model-answer.fakes.js';
import { LeadScoringService } from '../../server/modules/leads/application/lead-scoring.service.js';
import { LeadsService } from '../../server/modules/leads/application/leads.service.js';
import { PortalDriver } from './support/portal.js';
import { SmtpSink } from './support/smtp-sink.js';
import { TestApp } from './support/test-app.js';

const LEAD = {
  name: 'Priya',
  previousIntent: '',
  pastChats: 'Lead: I need a 3 bedroom apartment in Fremont.\nAgent: Would you like to schedule a visit?\nLead: Yes, next Monday.',
};

describe('POST /api/ai-analysis with an OpenAI-compatible model configured', () => {
  const model = new FakeChatCompletions();
  let smtp: SmtpSink;
  let app: TestApp;
  let cookie: string;
  const portal = new PortalDriver(
    () => app,
    () => smtp,
  );

  beforeAll(async () => {
    const baseURL = await model.start();
    smtp = await new SmtpSink().start();
    app = await TestApp.start({ smtpUrl: smtp.url, env: { OPENAI_API_KEY: 'sk-e2e', OPENAI_BASE_URL: baseURL, OPENAI_MODEL: 'e2e-model', OPENAI_DAILY_CALLS: '4' } });
    const { key } = await portal.issue('Analyst', 'analyst@example.com');
    cookie = await portal.signIn(key, 'analyst@example.com');
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
    await model.stop();
    for (const name of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL', 'OPENAI_DAILY_CALLS']) delete process.env[name];
  });

  it('answers with the model’s card and the shared scorer’s score', async () => {
    model.answer({ content: JSON.stringify(modelAnswer({ summary: 'Priya wants a 3-bedroom apartment in Fremont.' })) });
    const res = await portal.post('/api/ai-analysis', LEAD, { cookie }).expect(200);
    expect(res.body).toMatchObject({ source: 'openai', predictedIntent: 'rent', summary: 'Priya wants a 3-bedroom apartment in Fremont.' });
    expect(res.body.factors).toContainEqual({ label: 'Agreed to a viewing', impact: 15 });
    expect(model.requests.at(-1)?.body.model).toBe('e2e-model');
    expect(model.requests.at(-1)?.headers.authorization).toBe('Bearer sk-e2e');
  });

  it('falls back to the offline analysis when the model fails', async () => {
    model.answer({ status: 500 });
    const res = await portal.post('/api/ai-analysis', { ...LEAD, name: 'Sam' }, { cookie }).expect(200);
    expect(res.body).toMatchObject({ source: 'offline-fallback', predictedIntent: 'rent' });
  });

  it('scores a book in the background: a 429 postpones its leads (never a fallback), and past the daily budget the offline analysis is stored, marked', async () => {
    const { id, key } = await portal.issue('Busy Agent', 'busy@example.com');
    const book = ['Asha', 'Ben', 'Chen', 'Dev', 'Ema'].map((name) => ({ name, previousIntent: '', pastChats: `Lead: ${name} here, I need a 3 bedroom apartment to rent in Fremont.` }));
    // The first call is refused for 300 ms; every later one answers. Four calls a day for this licence.
    model.requests.length = 0;
    model.answer({ status: 429, headers: { 'retry-after-ms': '300' } }, { content: JSON.stringify(modelAnswer()) });
    await app.app.get(LeadsService).save(id, book);
    const started = Date.now();
    await app.app.get(LeadScoringService).scoreAll({ licenceId: id, waitForOthers: true });
    const rows = (await app.dataSource.query(
      `SELECT i.source, i.last_error FROM lead l JOIN lead_insight i ON i.lead_id = l.id WHERE l.licence_id = $1 AND NOT l.insight_due`,
      [id],
    )) as Array<{ source: string; last_error: string | null }>;
    const sources = rows.map((row) => row.source).sort();
    // Four calls were sent (the refused one counts): three answers, and two leads scored offline once the budget was spent.
    expect(model.requests).toHaveLength(4);
    expect(sources).toEqual(['offline-budget', 'offline-budget', 'openai', 'openai', 'openai']);
    expect(rows.every((row) => row.last_error === null)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    const [budget] = (await app.dataSource.query(`SELECT calls, day::text AS day FROM ai_call_budget WHERE licence_id = $1`, [id])) as Array<{ calls: number; day: string }>;
    expect(budget).toEqual({ calls: 4, day: new Date().toISOString().slice(0, 10) });
    // The agent's own card now answers offline too, saying why.
    const agent = await portal.signIn(key, 'busy@example.com');
    const card = await portal.post('/api/ai-analysis', { ...LEAD, name: 'Fay' }, { cookie: agent }).expect(200);
    expect(card.body).toMatchObject({ source: 'offline-budget', predictedIntent: 'rent' });
    expect(model.requests).toHaveLength(4);

    // The next UTC day, with nothing new to score, the model is asked for the two leads that got the stand-in.
    await app.dataSource.query(`UPDATE ai_call_budget SET day = day - 1 WHERE licence_id = $1`, [id]);
    // A stand-in that waits for a retry (the API was rate limited, say) is not asked before its time.
    await app.dataSource.query(
      `UPDATE lead_insight SET analysed_at = analysed_at - interval '1 day', retry_at = now() + interval '1 hour' WHERE licence_id = $1 AND source = 'offline-budget'`,
      [id],
    );
    await app.app.get(LeadScoringService).scoreBatch(id);
    expect(model.requests).toHaveLength(4);
    await app.dataSource.query(`UPDATE lead_insight SET retry_at = NULL WHERE licence_id = $1`, [id]);
    const deadline = Date.now() + 10_000;
    let upgraded: string[] = [];
    while (Date.now() < deadline) {
      // The server's own worker may take them first: either way each is asked once.
      await app.app.get(LeadScoringService).scoreBatch(id);
      upgraded = ((await app.dataSource.query(`SELECT source FROM lead_insight WHERE licence_id = $1`, [id])) as Array<{ source: string }>).map((row) => row.source);
      if (upgraded.every((source) => source === 'openai')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(upgraded).toEqual(['openai', 'openai', 'openai', 'openai', 'openai']);
    expect(model.requests).toHaveLength(6);
    const due = (await app.dataSource.query(`SELECT count(*)::int AS n FROM lead WHERE licence_id = $1 AND (insight_due OR hot_watch)`, [id])) as Array<{ n: number }>;
    expect(due[0].n).toBe(0);
  });
});
