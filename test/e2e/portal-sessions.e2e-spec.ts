import { LeadsService } from '../../server/modules/leads/application/leads.service.js';
import { LicensingService } from '../../server/modules/licensing/application/licensing.service.js';
import { MESSAGES } from '../../shared/messages.js';
import request from 'supertest';
import { SESSION_MESSAGES } from '../../server/modules/portal-access/domain/portal-access.errors.js';
import { sessionCookie, usePortal } from './support/portal.js';
import { runCli } from './support/server-process.js';

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
    // Each lead also carries its row of the list (update time, and an insight once the background scorer is done).
    expect(infoA.leads.map(({ updatedAt: _updated, insight: _insight, ...lead }: Record<string, unknown>) => lead)).toEqual([
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
    expect(infoB.leads.map((l: { name: string }) => l.name).sort()).toEqual(['Lead of B', 'Second of B']);
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

  it('"Sign out everywhere" ends every session of the licence: this one at once, the others on their next request', async () => {
    const buyer = await newBuyer();
    const other = await newBuyer();
    const [here, there] = [await buyer.signIn(), await (clock.advance(61_000), buyer.signIn())];
    const otherLicence = await other.signIn();
    const res = await portal.post('/api/logout-everywhere', undefined, { cookie: here }).expect(204);
    expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).some((c) => /averra\.sid=;/.test(c))).toBe(true);
    await buyerInfo(here).expect(401);
    expect((await buyerInfo(there).expect(401)).body.message).toBe(SESSION_MESSAGES.ended);
    await buyerInfo(otherLicence).expect(200); // another licence is not touched
    // Signing in again works at once.
    clock.advance(61_000);
    await buyerInfo(await buyer.signIn()).expect(200);
    await portal.post('/api/logout-everywhere').expect(401);
  });

  it('licence rotate: a new key for the same licence; the old key is refused like an unknown one, its sessions end, the leads stay', async () => {
    const buyer = await newBuyer();
    const cookie = await buyer.signIn();
    await env.app.app.get(LeadsService).importSheet(buyer.id, [['name', 'chats'], ['Asha', 'Lead: I want to buy']]);
    const leadsBefore = (await buyerInfo(cookie).expect(200)).body.leads.length;
    const result = await runCli(['licence', 'rotate', buyer.id], { DATA_DIR: env.app.dataDir, DATABASE_URL: process.env.DATABASE_URL });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const newKey = /key:\s+(AIRE-[0-9A-Z-]+)/.exec(result.stdout)![1];
    expect(newKey).not.toBe(buyer.key);
    expect((await buyerInfo(cookie).expect(401)).body.message).toBe(SESSION_MESSAGES.ended);
    const unknown = await portal.validate('AIRE-00000-00000-00000-00000-00000').expect(401);
    const old = await portal.validate(buyer.key).expect(401);
    expect(old.body).toEqual(unknown.body);
    clock.advance(61_000);
    const fresh = await portal.signIn(newKey, buyer.email);
    expect((await buyerInfo(fresh).expect(200)).body.leads).toHaveLength(leadsBefore);

    await env.app.app.get(LicensingService).revoke(buyer.id);
    const refused = await runCli(['licence', 'rotate', buyer.id], { DATA_DIR: env.app.dataDir, DATABASE_URL: process.env.DATABASE_URL });
    expect([refused.status, refused.stderr.trim()]).toEqual([1, `Error: Licence ${buyer.id} is revoked: its key cannot be rotated. Issue a new licence instead.`]);
  });

  it('licence sessions lists a licence’s sessions (never their ids) and ends one, or all', async () => {
    const buyer = await newBuyer();
    const [first, second] = [await buyer.signIn(), await (clock.advance(61_000), buyer.signIn())];
    const cli = (...args: string[]) => runCli(['licence', 'sessions', buyer.id, ...args], { DATA_DIR: env.app.dataDir, DATABASE_URL: process.env.DATABASE_URL });
    const listed = await cli();
    expect(listed.status).toBe(0);
    const rows = listed.stdout.trim().split('\n').slice(2);
    expect(rows).toHaveLength(2);
    for (const cookie of [first, second]) expect(listed.stdout).not.toContain(decodeURIComponent(cookie.split('=')[1]).slice(2, 12));
    const handle = rows[0].split(/\s+/)[0];
    expect((await cli('--end', handle)).status).toBe(0);
    const stillIn = (await Promise.all([first, second].map(async (c) => (await buyerInfo(c)).status))).filter((status) => status === 200);
    expect(stillIn).toHaveLength(1);
    const unknownHandle = await cli('--end', 'zzzzzzzzzz');
    expect([unknownHandle.status, unknownHandle.stderr]).toEqual([1, `Error: Licence ${buyer.id} has no session zzzzzzzzzz. \`licence sessions ${buyer.id}\` lists them.\n`]);
    expect((await cli('--end-all')).stdout).toContain('Every session of licence');
    for (const cookie of [first, second]) await buyerInfo(cookie).expect(401);
    expect((await cli()).stdout).toContain('has no signed-in sessions');
  });

  it('licence activity: each sign-in attempt with its time, outcome and a hashed address, newest first; kept 90 days', async () => {
    const buyer = await newBuyer();
    const ip = '203.0.113.77';
    const code = await portal.requestCode(buyer.key, buyer.email);
    const wrong = code === '000000' ? '111111' : '000000';
    await portal.verify(buyer.key, wrong, { ip }).expect(401);
    await portal.verify(buyer.key, code, { ip }).expect(200);
    await portal.validate(buyer.key, ip).expect(429); // within the minute, after the code was used
    const cli = (...args: string[]) => runCli(['licence', 'activity', buyer.id, ...args], { DATA_DIR: env.app.dataDir, DATABASE_URL: process.env.DATABASE_URL });
    const shown = await cli();
    expect(shown.status).toBe(0);
    const lines = shown.stdout.trim().split('\n').slice(2);
    expect(lines.map((line) => line.split(/\s{2,}/)[1])).toEqual(['key accepted, code limit reached', 'signed in', 'wrong code', 'key accepted, code sent']);
    const addresses = lines.slice(0, 3).map((line) => line.split(/\s{2,}/)[2]);
    expect(new Set(addresses).size).toBe(1); // one address, one hash
    expect(shown.stdout).not.toContain(ip);
    expect((await cli('--limit', '1')).stdout.trim().split('\n')).toHaveLength(3);

    // 91 days on, the next attempt prunes what is older than 90 days.
    clock.advance(91 * 24 * 60 * MINUTE);
    await portal.validate(buyer.key).expect(200);
    const [{ n }] = await env.app.dataSource.query('SELECT count(*)::int AS n FROM licence_sign_in WHERE licence_id = $1', [buyer.id]);
    expect(n).toBe(1);
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
