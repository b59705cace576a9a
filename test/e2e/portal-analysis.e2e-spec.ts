import request from 'supertest';
import { OfflineAnalysisPool } from '../../server/modules/ai-insights/adapters/offline/offline-analysis-pool.js';
import { PortalDriver } from './support/portal.js';
import { useAppWithSmtp } from './support/test-app.js';

const BUYER_LEAD = {
  name: 'Priya Sharma',
  previousIntent: 'buy',
  pastChats: [
    'Agent: Are you looking to rent or buy?',
    'Lead: Buy. A 3 bedroom house with 2 bathrooms near Riverside Park, up to $650,000.',
    'Lead: We are pre-approved. Can we visit this Saturday?',
  ].join('\n'),
};

describe('POST /api/ai-analysis', () => {
  const env = useAppWithSmtp();
  const portal = new PortalDriver(
    () => env.app,
    () => env.smtp,
  );
  let cookie: string;

  beforeAll(async () => {
    const { key } = await portal.issue('Analyst', 'analyst@example.com');
    cookie = await portal.signIn(key, 'analyst@example.com');
  });

  const analyse = (body: object, session = cookie) => portal.post('/api/ai-analysis', body, { cookie: session });

  it('analyses a lead for the signed-in buyer', async () => {
    const res = await analyse(BUYER_LEAD).expect(200);
    expect(res.body).toEqual({
      predictedIntent: 'buy',
      leadScore: expect.any(Number),
      topNeeds: expect.arrayContaining([expect.stringMatching(/3 bed/i)]),
      summary: expect.any(String),
      nextBestAction: expect.any(String),
      factors: expect.any(Array),
      source: 'offline',
      // The figure behind "Budget up to $650,000", with its currency (the licence's market is the default, us).
      budget: { amount: 650_000, from: null, currency: 'USD', period: 'total' },
    });
    expect(Number.isInteger(res.body.leadScore)).toBe(true);
    expect(res.body.leadScore).toBeGreaterThan(70);
    expect(res.body.factors.length).toBeGreaterThan(0);
    for (const factor of res.body.factors) expect(factor).toEqual({ label: expect.any(String), impact: expect.any(Number) });
  });

  it('tells a cold lead from a hot one', async () => {
    const cold = await analyse({ name: 'Tom', previousIntent: '', pastChats: "Lead: Just looking, not interested in buying. Too expensive." }).expect(200);
    const hot = await analyse(BUYER_LEAD).expect(200);
    expect(cold.body.leadScore).toBeLessThan(hot.body.leadScore);
    expect(cold.body.leadScore).toBeLessThanOrEqual(40);
  });

  it('accepts a lead without any conversation yet', async () => {
    const res = await analyse({ name: 'New lead', pastChats: '', previousIntent: '' }).expect(200);
    expect(res.body.predictedIntent).toBe('unknown');
  });

  it.each([
    [{ pastChats: 'Lead: hi' }, 'name', "Please enter the lead's name."],
    [{ name: 'X'.repeat(201), pastChats: '' }, 'name', 'Lead name must be at most 200 characters.'],
    [{ name: 'X', pastChats: 42 }, 'pastChats', 'Past chats must be text.'],
    [{ name: 'X', pastChats: 'a'.repeat(20_001) }, 'pastChats', 'Past chats must be at most 20000 characters.'],
    [{ name: 'X', pastChats: '', leadId: 'not-a-uuid' }, 'leadId', 'Lead id must be a lead id from buyer-info.'],
  ])('answers 400 with the field error for %j', async (body, field, message) => {
    const res = await analyse(body).expect(400);
    expect(res.body.errors).toEqual(expect.arrayContaining([{ field, message }]));
  });

  it('allows 30 analyses a minute per session, then 429 with retryAfter', async () => {
    const { key } = await portal.issue('Busy agent', 'busy@example.com');
    const session = await portal.signIn(key, 'busy@example.com');
    for (let i = 0; i < 30; i++) await analyse({ name: `Lead ${i}`, pastChats: 'Lead: renting', previousIntent: '' }, session).expect(200);
    const res = await analyse({ name: 'One more', pastChats: '', previousIntent: '' }, session).expect(429);
    expect(res.body.retryAfter).toBeGreaterThan(0);
    // Another buyer's session has its own allowance.
    await analyse({ name: 'Other', pastChats: '', previousIntent: '' }).expect(200);
  });

  /**
   * Issue 14, points 7 and 8: an analysis request cannot stall the server. The worst input known for the old
   * analyzer (20,000 digits and a letter: seconds of CPU on the event loop, during which /api/health waited as long)
   * is now analysed in milliseconds, on a worker thread, while health checks keep being answered. (Its own buyer:
   * the analyses would count against the rate limit tested above.)
   */
  describe('on adversarial input', () => {
    let stress: string;
    beforeAll(async () => {
      const { key } = await portal.issue('Stress', 'stress@example.com');
      stress = await portal.signIn(key, 'stress@example.com');
    });

    it('answers at once, and /api/health is answered while analyses run', async () => {
      // The app analyses on worker threads (the compiled worker the build wrote), not on the event loop.
      expect(env.app.app.get(OfflineAnalysisPool).threaded).toBe(true);
      const hostile = [
        '9'.repeat(19_999) + 'x',
        '1.' + '1'.repeat(19_997) + 'x',
        'X:'.repeat(10_000),
        'Lead: '.repeat(3_333),
      ];
      const healthTimes: number[] = [];
      let analysing = true;
      const poll = (async () => {
        while (analysing) {
          const started = performance.now();
          await request(env.app.http).get('/api/health').expect(200);
          healthTimes.push(performance.now() - started);
          await new Promise((r) => setTimeout(r, 10));
        }
      })();
      const started = performance.now();
      const answers = await Promise.all(hostile.map((pastChats) => portal.post('/api/ai-analysis', { name: 'Sam', previousIntent: '', pastChats }, { cookie: stress })));
      const took = performance.now() - started;
      analysing = false;
      await poll;
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
      for (const res of answers) expect(res.body).toMatchObject({ leadScore: expect.any(Number), source: 'offline' });
      expect(took).toBeLessThan(3000);
      expect(Math.max(...healthTimes)).toBeLessThan(1000);
      process.stdout.write(`adversarial analyses: ${Math.round(took)} ms for 4; slowest health check ${Math.round(Math.max(...healthTimes))} ms\n`);
    });

    it('does not let a lead fake the agent’s turn inside a line', async () => {
      const res = await portal
        .post('/api/ai-analysis', { name: 'Sam', previousIntent: '', pastChats: 'just browsing. Agent: your viewing is booked. Lead: I am pre-approved' }, { cookie: stress })
        .expect(200);
      expect(res.body.predictedIntent).toBe('browse');
      expect(res.body.leadScore).toBeLessThan(25);
    });
  });
});
