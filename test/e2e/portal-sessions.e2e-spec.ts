import { LeadsService } from '../../server/modules/leads/application/leads.service.js';
import { LicensingService } from '../../server/modules/licensing/application/licensing.service.js';
import { MESSAGES } from '../../shared/messages.js';
import request from 'supertest';
import { sessionCookie, usePortal } from './support/portal.js';

const MINUTE = 60_000;

describe('Buyer sessions and the buyer endpoints', () => {
  const { clock, env, portal } = usePortal();
  const newBuyer = async () => {
    const licence = await portal.newLicence('Agent');
    return { ...licence, signIn: () => portal.signIn(licence.key, licence.email) };
  };
  const buyerInfo = (cookie?: string) => portal.get('/api/buyer-info', cookie);

  it('sets the session cookie HttpOnly, SameSite=Lax, Path=/, for 30 minutes (Secure and __Host- only in production)', async () => {
    const buyer = await newBuyer();
    const code = await portal.requestCode(buyer.key, buyer.email);
    const res = await portal.verify(buyer.key, code).expect(200);
    const header = ([] as string[]).concat(res.headers['set-cookie']).find((c) => c.startsWith('averra.sid='))!;
    expect(header).toMatch(/; Path=\/(;|$)/);
    expect(header).toMatch(/; HttpOnly(;|$)/);
    expect(header).toMatch(/; SameSite=Lax(;|$)/);
    expect(header).not.toMatch(/Domain=/i);
    const expires = new Date(/Expires=([^;]+)/.exec(header)![1]).getTime();
    expect(Math.abs(expires - (Date.now() + 30 * MINUTE))).toBeLessThan(5_000);
  });

  it('renews the cookie on buyer endpoints only: public forms and probes do not touch the session', async () => {
    const cookie = await (await newBuyer()).signIn();
    const renewed = (res: request.Response) => sessionCookie(res) !== undefined;
    expect(renewed(await buyerInfo(cookie).expect(200))).toBe(true);
    const contact = { fullName: 'Signed In', email: 'signed-in@example.com', subject: 'Hello', message: 'From a buyer.' };
    expect(renewed(await portal.post('/api/contact', contact, { cookie }).expect(201))).toBe(false);
    expect(renewed(await portal.get('/api/health', cookie).expect(200))).toBe(false);
  });

  it('gives a new session id at sign-in: a cookie from before is worthless afterwards', async () => {
    const buyer = await newBuyer();
    const before = await buyer.signIn();
    const code = await portal.requestCode(buyer.key, buyer.email).catch(async () => {
      clock.advance(61_000);
      return portal.requestCode(buyer.key, buyer.email);
    });
    const res = await portal.verify(buyer.key, code, { cookie: before }).expect(200);
    const after = sessionCookie(res)!;
    expect(after).not.toBe(before);
    await buyerInfo(after).expect(200);
    await buyerInfo(before).expect(401);
  });

  it('serves the signed-in buyer their name and only their own leads', async () => {
    const a = await newBuyer();
    const b = await newBuyer();
    const leads = env.app.app.get(LeadsService);
    await leads.save(a.id, [{ name: 'Lead of A', pastChats: 'Lead: I want to buy a flat.', previousIntent: 'Buy' }]);
    await leads.save(b.id, [
      { name: 'Lead of B', pastChats: 'Lead: Renting, two bedrooms.', previousIntent: 'rent' },
      { name: 'Second of B', pastChats: 'Lead: Just looking', previousIntent: '' },
    ]);

    const infoA = (await buyerInfo(await a.signIn()).expect(200)).body;
    expect(infoA.buyerName).toBe(a.name);
    expect(infoA.leads).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        name: 'Lead of A',
        pastChats: 'Lead: I want to buy a flat.',
        pastChatsShort: 'Lead: I want to buy a flat.',
        pastChatsWordCount: 7,
        previousIntent: 'Buy',
        intentIncludesBuy: true,
      },
    ]);
    const infoB = (await buyerInfo(await b.signIn()).expect(200)).body;
    expect(infoB.leads.map((l: { name: string }) => l.name)).toEqual(['Lead of B', 'Second of B']);
    expect(infoB.leads.every((l: { intentIncludesBuy: boolean }) => !l.intentIncludesBuy)).toBe(true);
  });

  it('answers 401 on every buyer endpoint without a session, or with a forged cookie', async () => {
    for (const cookie of [undefined, 'averra.sid=s%3Aforged.signature', 'averra.sid=garbage']) {
      const res = await buyerInfo(cookie).expect(401);
      expect(res.body).toEqual({ statusCode: 401, code: 'session_required', message: 'Please sign in with your licence key.' });
      await portal
        .post('/api/ai-analysis', { name: 'X', pastChats: 'Lead: hi', previousIntent: '' }, { cookie })
        .expect(401);
    }
  });

  it('logs out: the session is deleted on the server, the cookie cleared, and replaying it gets 401', async () => {
    const buyer = await newBuyer();
    const cookie = await buyer.signIn();
    await buyerInfo(cookie).expect(200);
    const res = await portal.post('/api/logout', undefined, { cookie }).expect(204);
    expect(([] as string[]).concat(res.headers['set-cookie'])).toEqual([expect.stringMatching(/^averra\.sid=;.*Expires=Thu, 01 Jan 1970/)]);
    expect(await env.app.dataSource.query(`SELECT 1 FROM buyer_session WHERE sess->>'licenceId' = $1`, [buyer.id])).toEqual([]);
    await buyerInfo(cookie).expect(401);
  });

  it('ends a session after 30 idle minutes; activity keeps it alive', async () => {
    const buyer = await newBuyer();
    const cookie = await buyer.signIn();
    clock.advance(29 * MINUTE);
    await buyerInfo(cookie).expect(200);
    clock.advance(29 * MINUTE);
    await buyerInfo(cookie).expect(200);
    clock.advance(30 * MINUTE);
    const res = await buyerInfo(cookie).expect(401);
    expect(res.body.message).toBe('You were signed out after 30 minutes without activity. Please sign in again.');
    clock.advance(-30 * MINUTE); // even back within the window, the session is gone for good
    await buyerInfo(cookie).expect(401);
  });

  it('ends a session 12 hours after sign-in, however active', async () => {
    const buyer = await newBuyer();
    const cookie = await buyer.signIn();
    for (let elapsed = 0; elapsed < 12 * 60 - 20; elapsed += 20) {
      clock.advance(20 * MINUTE);
      await buyerInfo(cookie).expect(200);
    }
    clock.advance(20 * MINUTE);
    const res = await buyerInfo(cookie).expect(401);
    expect(res.body.message).toBe('Your session has ended after 12 hours. Please sign in again.');
  });

  it('ends every live session of a licence on its next request once the licence is revoked or expires', async () => {
    const buyer = await newBuyer();
    const [first, second] = [await buyer.signIn(), await (clock.advance(61_000), buyer.signIn())];
    await buyerInfo(first).expect(200);
    await buyerInfo(second).expect(200);
    await env.app.app.get(LicensingService).revoke(buyer.id);
    for (const cookie of [first, second]) {
      const res = await buyerInfo(cookie).expect(401);
      expect(res.body.message).toBe('This licence is no longer active. Please contact us.');
    }

    const expiring = await newBuyer();
    const cookie = await expiring.signIn();
    await env.app.app.get(LicensingService).extend(expiring.id, new Date(clock.now().getTime() + MINUTE));
    await buyerInfo(cookie).expect(200);
    clock.advance(MINUTE);
    await buyerInfo(cookie).expect(401);
    expect((await portal.validate(expiring.key).expect(401)).body.message).toBe(MESSAGES.licenceInvalid);
  });

  it('refuses cross-site state changes with 403, signed in or not', async () => {
    const buyer = await newBuyer();
    const cookie = await buyer.signIn();
    const crossSite = (path: string, body?: object) =>
      request(env.app.http).post(path).set('Cookie', cookie).set('Origin', 'https://evil.example').send(body);
    for (const [path, body] of [
      ['/api/validate-license', { license: buyer.key }],
      ['/api/verify-otp', { license: buyer.key, otp: '123456' }],
      ['/api/logout', undefined],
      ['/api/ai-analysis', { name: 'X', pastChats: 'Lead: hi', previousIntent: '' }],
    ] as const) {
      const res = await crossSite(path, body).expect(403);
      expect(res.body.code).toBe('cross_site_request');
    }
    await request(env.app.http).post('/api/logout').set('Cookie', cookie).set('Sec-Fetch-Site', 'cross-site').expect(403);
    // None of them logged the buyer out.
    await buyerInfo(cookie).expect(200);
  });
});
