import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { codeFromMail } from './support/mail-code.js';
import { runCli, ServerProcess } from './support/server-process.js';
import { SmtpSink } from './support/smtp-sink.js';
import { freshClientIp } from './support/test-app.js';
import { TestDatabase } from './support/test-database.js';

/**
 * Two instances of the built server on different ports, one PostgreSQL database and one Redis, as in
 * docker/compose.yaml: a session, an attempt counter, a rate limit, the mail queue, the scheduled lead sync and the
 * migrations behave as one system. Needs a PostgreSQL server and a Redis (CI sets both variables on its
 * PostgreSQL pass); an embedded database has a single owner process, so there is nothing to share.
 */
const shared = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL ? describe : describe.skip;

const ORIGIN = 'http://localhost:3000';
const KEY = /AIRE(-[0-9A-HJKMNP-TV-Z]{5}){5}/;
const SHEET = 'id,name,chats,intent\nL1,Asha Verma,"Lead: I want to buy a 3-bed flat\nAgent: Sure",buy\nL2,Ravi Kumar,Lead: renting only,rent\n';
/** Long enough that the other instance's tick (it booted within a second or two) comes while this sync runs. */
const SLOW_SHEET_MS = 10_000;

type Instance = ServerProcess;

shared('Two instances on one PostgreSQL and Redis', () => {
  let db: TestDatabase;
  let smtp: SmtpSink;
  let sheetHost: Server;
  let sheetHits = 0;
  let a: Instance;
  let b: Instance;
  const dataDirs: string[] = [];
  const secrets = { SESSION_SECRET: randomBytes(32).toString('hex'), OTP_PEPPER: randomBytes(32).toString('hex') };
  const env = () => ({
    DATABASE_URL: db.url,
    REDIS_URL: process.env.TEST_REDIS_URL,
    SMTP_URL: smtp.url,
    APP_ORIGIN: ORIGIN,
    TRUST_PROXY: '1',
    // Both workers poll often, so they race for the same e-mails.
    MAIL_POLL_MS: '100',
    LEADS_SYNC_INTERVAL_MINUTES: '1',
    LEADS_SOURCE_ALLOW_PRIVATE: 'true',
    LOG_LEVEL: 'info',
    ...secrets,
  });
  const cli = async (...args: string[]) => {
    const out = await runCli(args, { ...env(), DATA_DIR: dataDirs[0] });
    if (out.status !== 0) throw new Error(`cli ${args.join(' ')} failed:\n${out.stderr}`);
    return out.stdout;
  };
  const issueLicence = async (name: string, email: string) => {
    const out = await cli('licence', 'issue', '--name', name, '--email', email);
    return { key: KEY.exec(out)![0], id: /id:\s+([0-9a-f-]{36})/.exec(out)![1] };
  };
  const send = (instance: Instance, method: string, path: string, body?: object, headers: Record<string, string> = {}) =>
    fetch(`${instance.url}${path}`, {
      method,
      headers: { Origin: ORIGIN, 'X-Forwarded-For': freshClientIp(), ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
  const query = async <T>(sql: string, params: unknown[] = []): Promise<T[]> => {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  };
  const waitFor = async (what: string, done: () => boolean | Promise<boolean>, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const codeMailsTo = (email: string) => smtp.to(email).filter((m) => /code/i.test(m.subject ?? ''));
  const nthCode = async (email: string, n: number) => {
    await waitFor(`code e-mail ${n} to ${email}`, () => codeMailsTo(email).length >= n);
    return codeFromMail(codeMailsTo(email)[n - 1].text);
  };

  beforeAll(async () => {
    db = await TestDatabase.create();
    smtp = await new SmtpSink().start();
    sheetHost = createServer((_req, res) => {
      sheetHits++;
      setTimeout(() => res.writeHead(200, { 'Content-Type': 'text/csv' }).end(SHEET), SLOW_SHEET_MS);
    });
    await new Promise<void>((resolve) => sheetHost.listen(0, '127.0.0.1', resolve));
    for (let i = 0; i < 2; i++) dataDirs.push(mkdtempSync(join(tmpdir(), 'averra-instance-')));
    // Both start on an empty database at the same moment: each tries to apply every migration.
    [a, b] = await Promise.all(dataDirs.map((dir) => ServerProcess.start({ ...env(), DATA_DIR: dir }, 60_000)));
    // The scheduled sync of both instances ticks about a minute from now; give it a source to fetch.
    const { id } = await issueLicence('Sheet Homes', 'sheets@example.com');
    const { port } = sheetHost.address() as AddressInfo;
    await cli('leads', 'source', 'set', '--licence', id, '--csv-url', `http://127.0.0.1:${port}/leads.csv`);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.stop();
    await new Promise((resolve) => sheetHost?.close(resolve));
    await db?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('migrations started by both at once are applied once', async () => {
    const rows = await query<{ name: string; times: number }>('SELECT name, count(*)::int AS times FROM migrations GROUP BY name');
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(rows.every((row) => row.times === 1)).toBe(true);
    for (const instance of [a, b]) expect((await fetch(`${instance.url}/api/ready`)).status).toBe(200);
  });

  it('a session made on A works on B, and a logout on B ends it on A', async () => {
    const email = 'two-doors@example.com';
    const { key } = await issueLicence('Two Doors Realty', email);
    expect((await send(a, 'POST', '/api/validate-license', { license: key })).status).toBe(200);
    const verified = await send(b, 'POST', '/api/verify-otp', { license: key, otp: await nthCode(email, 1) });
    expect(verified.status).toBe(200);
    const cookie = verified.headers.getSetCookie().find((c) => c.startsWith('averra.sid='))!.split(';')[0];

    for (const instance of [a, b]) expect((await send(instance, 'GET', '/api/buyer-info', undefined, { Cookie: cookie })).status).toBe(200);
    expect((await send(b, 'POST', '/api/logout', undefined, { Cookie: cookie })).status).toBe(204);
    for (const instance of [a, b]) expect((await send(instance, 'GET', '/api/buyer-info', undefined, { Cookie: cookie })).status).toBe(401);
  });

  it('wrong codes on A and B count together: the fifth burns the code wherever it lands', async () => {
    const email = 'guesser@example.com';
    const { key } = await issueLicence('Guessing Games', email);
    expect((await send(b, 'POST', '/api/validate-license', { license: key })).status).toBe(200);
    const code = await nthCode(email, 1);
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (const instance of [a, b, a, b, a]) statuses.push((await send(instance, 'POST', '/api/verify-otp', { license: key, otp: wrong })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const right = await send(b, 'POST', '/api/verify-otp', { license: key, otp: code });
    expect(right.status).toBe(429);
    expect(((await right.json()) as { code: string }).code).toBe('otp_attempts_exhausted');
  });

  it('rate limits are shared: five contact forms a minute per address across both instances', async () => {
    const ip = freshClientIp();
    const contact = (n: number) => ({ fullName: 'Rate Tester', email: `rate${n}@example.com`, subject: 'Shared limits', message: 'Counting across instances.' });
    const statuses: number[] = [];
    for (const [n, instance] of [a, b, a, b, a, b, a].entries()) {
      statuses.push((await send(instance, 'POST', '/api/contact', contact(n), { 'X-Forwarded-For': ip })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it('every queued e-mail is sent exactly once although both instances run workers', async () => {
    const visitors = Array.from({ length: 30 }, (_, n) => `queue${n}@example.com`);
    const answers = await Promise.all(
      visitors.map((email, n) =>
        send(n % 2 ? a : b, 'POST', '/api/contact', { fullName: `Visitor ${n}`, email, subject: 'Exactly once', message: 'Two workers, one e-mail.' }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(visitors.map(() => 201));
    await waitFor('every e-mail of the queue test to be sent', async () => {
      const [{ pending }] = await query<{ pending: number }>(`SELECT count(*)::int AS pending FROM mail_outbox WHERE status <> 'sent'`);
      return pending === 0;
    }, 30_000);
    // Both workers keep polling; a duplicate would show up within a few of their polls.
    await new Promise((r) => setTimeout(r, 1_500));
    for (const email of visitors) {
      expect(smtp.to(email)).toHaveLength(1);
      expect(smtp.messages.filter((m) => m.text?.includes(email) && !smtp.to(email).includes(m))).toHaveLength(1);
    }
    const ids = smtp.messages.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every imported lead is scored, and the hot-lead alert sent once, though both instances run the workers', async () => {
    const { id } = await issueLicence('Busy Book Realty', 'busy@example.com');
    const hot = 'Lead: Looking to buy a 3 BHK in Baner, budget max 1.2 cr, loan sanctioned.\nAgent: Site visit on Saturday 11 am?\nLead: Yes, Saturday 11 works.';
    const rows = Array.from({ length: 300 }, (_, n) => `b${n},Book Lead ${n},"${n % 10 === 0 ? hot : 'Lead: just looking, no plans yet'}"`);
    const sheet = join(dataDirs[0], 'busy-book.csv');
    writeFileSync(sheet, ['id,name,chats', ...rows].join('\n'));
    await cli('leads', 'import', '--licence', id, sheet);
    await waitFor('every lead to be scored', async () => {
      const [{ due }] = await query<{ due: number }>('SELECT count(*)::int AS due FROM lead WHERE licence_id = $1 AND insight_due', [id]);
      return due === 0;
    }, 60_000);
    // Claims with a lease keep each lead to one scorer (shown call by call in lead-scoring.e2e-spec.ts); here, all stored.
    const [stored] = await query<{ n: number }>(
      'SELECT count(*)::int AS n FROM lead_insight i JOIN lead l ON l.id = i.lead_id WHERE l.licence_id = $1 AND i.analysed_at IS NOT NULL AND i.last_error IS NULL',
      [id],
    );
    expect(stored.n).toBe(300);
    const alerts = () => smtp.to('busy@example.com').filter((m) => /now hot/.test(m.subject ?? ''));
    await waitFor('the hot-lead alert', () => alerts().length >= 1, 30_000);
    // Both instances look every 5 s: a second e-mail would come within two of their looks.
    await new Promise((r) => setTimeout(r, 11_000));
    expect(alerts()).toHaveLength(1);
    expect(alerts()[0].subject).toBe('30 leads are now hot');
  }, 120_000);

  it('the scheduled lead sync runs on one instance at a time', async () => {
    const synced = /Licence [0-9a-f-]{36}: 2 rows, 2 new/;
    const skipped = 'Another instance is syncing the lead sources; skipped.';
    await waitFor('both instances to tick', () => [a, b].every((i) => synced.test(i.output.text) || i.output.text.includes(skipped)), 100_000);
    const ran = [a, b].filter((i) => synced.test(i.output.text));
    const skippedBy = [a, b].filter((i) => i.output.text.includes(skipped));
    expect(ran).toHaveLength(1);
    expect(skippedBy).toHaveLength(1);
    expect(ran[0]).not.toBe(skippedBy[0]);
    expect(sheetHits).toBe(1);
    const leads = await query<{ name: string }>(`SELECT name FROM lead WHERE external_id IN ('L1', 'L2') ORDER BY external_id`);
    expect(leads.map((lead) => lead.name)).toEqual(['Asha Verma', 'Ravi Kumar']);
  }, 120_000);
});
