import { randomUUID } from 'node:crypto';
import { LeadsService } from '../../server/modules/leads/application/leads.service.js';
import { usePortal } from './support/portal.js';

describe('POST /api/ai-analysis/batch', () => {
  const { env, portal } = usePortal();

  const signedInWithLeads = async (prefix: string, count: number) => {
    const licence = await portal.newLicence(prefix);
    await env.app.app.get(LeadsService).save(
      licence.id,
      Array.from({ length: count }, (_, i) => ({
        name: `${prefix} lead ${String(i).padStart(2, '0')}`,
        pastChats: i % 2 ? 'Lead: We want to buy a 2 bedroom flat. Can we visit on Saturday?' : 'Lead: Just looking, thanks.',
        previousIntent: '',
      })),
    );
    const cookie = await portal.signIn(licence.key, licence.email);
    const leads = (await portal.get('/api/buyer-info', cookie).expect(200)).body.leads as { id: string; name: string }[];
    return { cookie, leads };
  };
  const batch = (cookie: string | undefined, leadIds: unknown) => portal.post('/api/ai-analysis/batch', { leadIds }, { cookie });

  it("analyses the buyer's own leads by id, the same as one by one", async () => {
    const { cookie, leads } = await signedInWithLeads('Batch', 3);
    const res = await batch(cookie, leads.map((l) => l.id)).expect(200);
    expect(res.body.missing).toEqual([]);
    expect(res.body.results.map((r: { leadId: string }) => r.leadId)).toEqual(leads.map((l) => l.id));
    const buyer = leads.find((l) => l.name === 'Batch lead 01')!;
    const hot = res.body.results.find((r: { leadId: string }) => r.leadId === buyer.id).analysis;
    expect(hot).toMatchObject({ predictedIntent: 'buy', source: 'offline' });
    const single = await portal
      .post('/api/ai-analysis', { name: buyer.name, pastChats: 'Lead: We want to buy a 2 bedroom flat. Can we visit on Saturday?', previousIntent: '' }, { cookie })
      .expect(200);
    expect(single.body.leadScore).toBe(hot.leadScore);
  });

  it("never analyses another buyer's leads: their ids come back as missing", async () => {
    const a = await signedInWithLeads('Owner', 2);
    const b = await signedInWithLeads('Other', 1);
    const unknown = randomUUID();
    const res = await batch(b.cookie, [a.leads[0].id, b.leads[0].id, unknown]).expect(200);
    expect(res.body.results.map((r: { leadId: string }) => r.leadId)).toEqual([b.leads[0].id]);
    expect(res.body.missing).toEqual([a.leads[0].id, unknown]);
  });

  it.each([
    [[], 'Send at least one lead id.'],
    [Array.from({ length: 21 }, () => randomUUID()), 'Send at most 20 lead ids at a time.'],
    [['not-a-uuid'], 'Each lead id must be a lead id from buyer-info.'],
    ['abc', 'Lead ids must be a list.'],
  ])('answers 400 for leadIds %j', async (leadIds, message) => {
    const { cookie } = await signedInWithLeads('Bad', 0);
    const res = await batch(cookie, leadIds).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('needs a session', async () => {
    await batch(undefined, [randomUUID()]).expect(401);
  });

  it('allows 20 batches a minute per session', async () => {
    const { cookie, leads } = await signedInWithLeads('Busy', 1);
    for (let i = 0; i < 20; i++) await batch(cookie, [leads[0].id]).expect(200);
    const res = await batch(cookie, [leads[0].id]).expect(429);
    expect(res.body.retryAfter).toBeGreaterThan(0);
  });
});
