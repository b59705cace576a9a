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
});
