import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { codeFromMail } from './support/mail-code.js';
import { runCli, ServerProcess } from './support/server-process.js';
import { TestDatabase } from './support/test-database.js';

const KEY = /AIRE(-[0-9A-HJKMNP-TV-Z]{5}){5}/;

describe('Licences through the admin CLI, and a sign-in against the running server', () => {
  let database: TestDatabase;
  let dataDir: string;
  let server: ServerProcess;
  const cli = (...args: string[]) => runCli(args, { DATA_DIR: dataDir, DATABASE_URL: database.url });
  const post = (path: string, body: object, cookie?: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
  /** With no SMTP_URL the server writes each e-mail as an .eml file; the newest one's code. */
  const latestCode = async (count: number) => {
    const dir = join(dataDir, 'mail');
    const deadline = Date.now() + 10_000;
    for (;;) {
      const files = (() => {
        try {
          return readdirSync(dir).filter((f) => f.includes('otp.code')).sort();
        } catch {
          return [];
        }
      })();
      if (files.length >= count) return codeFromMail((await simpleParser(readFileSync(join(dir, files[count - 1])))).text);
      if (Date.now() > deadline) throw new Error('no code e-mail was written');
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  beforeAll(async () => {
    database = await TestDatabase.create();
    dataDir = mkdtempSync(join(tmpdir(), 'e2e-portal-cli-'));
    server = await ServerProcess.start({ DATA_DIR: dataDir, DATABASE_URL: database.url, LOG_LEVEL: 'debug', MAIL_POLL_MS: '100' });
  });

  afterAll(async () => {
    await server?.kill('SIGKILL');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  let issued: { id: string; key: string };

  it('licence issue prints the key once, with the licence id', async () => {
    const out = await cli('licence', 'issue', '--name', 'Asha Verma Realty', '--email', 'asha@example.com', '--expires', '2099-12-31');
    expect(out.stderr).toBe('');
    expect(out.status).toBe(0);
    const key = KEY.exec(out.stdout)?.[0];
    const id = /id:\s+([0-9a-f-]{36})/.exec(out.stdout)?.[1];
    expect(key).toBeDefined();
    expect(id).toBeDefined();
    expect(out.stdout).toContain('shown only this once');
    expect(out.stdout).toContain('2099-12-31T23:59:59.999Z');
    issued = { id: id!, key: key! };
  });

  it('licence issue explains bad arguments and exits non-zero', async () => {
    const noEmail = await cli('licence', 'issue', '--name', 'X');
    expect(noEmail.status).toBe(2);
    expect(noEmail.stderr).toContain('licence issue needs --email <address>');
    const badDate = await cli('licence', 'issue', '--name', 'X', '--email', 'x@example.com', '--expires', 'soon');
    expect(badDate.status).toBe(2);
    expect(badDate.stderr).toContain('--expires must be a date like 2027-01-31');
    // A name that would repaint the terminal of whoever lists licences later (ESC sequences), or split a line.
    for (const name of ['Evil\u001b[2J Realty', 'Two\nLines', 'Right\u202eto left']) {
      const control = await cli('licence', 'issue', '--name', name, '--email', 'x@example.com');
      expect(control.status).toBe(2);
      expect(control.stderr).toContain('--name must be one line of text, without control characters');
    }
    const controlEmail = await cli('licence', 'issue', '--name', 'X', '--email', '"a\u001bb"@example.com');
    expect(controlEmail.status).toBe(2);
    expect(controlEmail.stderr).toContain('licence issue needs --email <address>');
    const market = await cli('licence', 'issue', '--name', 'X', '--email', 'x@example.com', '--market', 'fr');
    expect(market.status).toBe(2);
    expect(market.stderr).toContain('--market must be one of in, uk, us (India, United Kingdom, United States), not "fr"');
    const update = await cli('licence', 'update', issued.id);
    expect(update.status).toBe(2);
    expect(update.stderr).toContain('licence update needs --market in|uk|us or --alerts on|off');
    const alerts = await cli('licence', 'update', issued.id, '--alerts', 'maybe');
    expect(alerts.status).toBe(2);
    expect(alerts.stderr).toContain('--alerts takes on or off, not "maybe"');
    const unknown = await cli('licence', 'revoke', '00000000-0000-0000-0000-000000000000');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No licence has the id');
  });

  it('a buyer signs in with the key and the code from the e-mail the server wrote; the logs hold neither', async () => {
    const validate = await post('/api/validate-license', { license: issued.key.toLowerCase() });
    expect(validate.status).toBe(200);
    const code = await latestCode(1);
    expect(server.output.text).toMatch(/E-mail \(otp\.code\) to a\*\*\*@example\.com written to .+\.eml/);
    const verify = await post('/api/verify-otp', { license: issued.key, otp: code });
    expect(verify.status).toBe(200);
    const cookie = verify.headers.get('set-cookie')!.split(';')[0];
    const info = await fetch(`${server.url}/api/buyer-info`, { headers: { Cookie: cookie } });
    expect(await info.json()).toEqual({ buyerName: 'Asha Verma Realty', leads: [], market: 'us', totals: { leads: 0, hot: 0, warm: 0, cold: 0, unscored: 0, pending: 0 }, nextCursor: null });
    await post('/api/verify-otp', { license: issued.key, otp: '000000' });

    await new Promise((r) => setTimeout(r, 300));
    const logs = server.output.text;
    expect(logs).toContain('/api/verify-otp'); // the requests were logged...
    for (const secret of [issued.key, issued.key.replace(/-/g, ''), issued.key.toLowerCase(), code, cookie.split('=')[1]]) {
      expect(logs).not.toContain(secret); // ...but never the key, the code or the session id
    }
  });

  it('licence list shows id, buyer, masked e-mail, status, dates, last use and the last four characters', async () => {
    const out = await cli('licence', 'list', '--format', 'json');
    expect(out.status).toBe(0);
    const rows = JSON.parse(out.stdout);
    expect(rows).toEqual([
      {
        id: issued.id,
        buyer: 'Asha Verma Realty',
        email: 'a***@example.com',
        status: 'active',
        market: 'us',
        created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        expires: '2099-12-31',
        // Whole days to the end of 2099-12-31, counted up.
        daysLeft: Math.ceil((Date.parse('2099-12-31T23:59:59.999Z') - Date.now()) / 86_400_000),
        lastUsed: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
        key: `…${issued.key.slice(-4)}`,
      },
    ]);
    expect(out.stdout).not.toContain(issued.key.slice(5, 10));
    const table = await cli('licence', 'list');
    expect(table.stdout).toMatch(/^id\s+buyer\s+email\s+status\s+market\s+created\s+expires\s+daysLeft\s+lastUsed\s+key/);
  });

  it('licence extend and revoke change what the key can do', async () => {
    const past = await cli('licence', 'extend', issued.id, '--expires', '2020-01-01');
    expect(past.stdout).toContain('status: expired');
    expect((await post('/api/validate-license', { license: issued.key })).status).toBe(401);
    const never = await cli('licence', 'extend', issued.id, '--expires', 'never');
    expect(never.stdout).toContain('with no end date; status: active');

    const revoked = await cli('licence', 'revoke', issued.id);
    expect(revoked.status).toBe(0);
    expect(revoked.stdout).toContain(`key …${issued.key.slice(-4)}) is revoked`);
    const res = await post('/api/validate-license', { license: issued.key });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe('Invalid license key');
  });

  it('seed creates the demo licence and leads once, and prints the same key every time', async () => {
    const first = await cli('seed');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Demo licence created for Demo Realty.');
    expect(first.stdout).toMatch(/leads: 9 added, 0 already there/);
    const second = await cli('seed');
    expect(second.stdout).toContain('Demo licence already exists (active).');
    expect(second.stdout).toMatch(/leads: 0 added, 9 already there/);
    const key = KEY.exec(first.stdout)![0];
    expect(KEY.exec(second.stdout)![0]).toBe(key);

    const validate = await post('/api/validate-license', { license: key });
    expect(validate.status).toBe(200);
    const verify = await post('/api/verify-otp', { license: key, otp: await latestCode(2) });
    const cookie = verify.headers.get('set-cookie')!.split(';')[0];
    const info = (await (await fetch(`${server.url}/api/buyer-info`, { headers: { Cookie: cookie } })).json()) as {
      leads: { name: string; intentIncludesBuy: boolean }[];
    };
    expect(info.leads).toHaveLength(9);
    expect(info.leads.filter((l) => l.intentIncludesBuy).map((l) => l.name).sort()).toEqual(['Priya Sharma', 'Tom Becker']);
  });

  it('a licence’s market sets the currency of amounts a chat names none for; licence update changes it from the next analysis', async () => {
    const out = await cli('licence', 'issue', '--name', 'Mehta Homes', '--email', 'mehta@example.com', '--market', 'IN');
    expect(out.status).toBe(0);
    expect(out.stdout).toContain('market:  in (India)');
    const key = KEY.exec(out.stdout)![0];
    const id = /id:\s+([0-9a-f-]{36})/.exec(out.stdout)![1];
    expect((await post('/api/validate-license', { license: key })).status).toBe(200);
    const verify = await post('/api/verify-otp', { license: key, otp: await latestCode(3) });
    const cookie = verify.headers.get('set-cookie')!.split(';')[0];
    // Digits, not "450k": a price in thousands for a home in India is read as no currency at all (most likely dollars
    // or pounds from abroad), so it would show no budget there.
    const lead = { name: 'Kavya', pastChats: 'Lead: we want to buy a 2 BHK flat, budget 450000', previousIntent: '' };
    const analyse = async () => (await (await post('/api/ai-analysis', lead, cookie)).json()) as { topNeeds: string[]; budget: object };

    const indian = await analyse();
    expect(indian.budget).toEqual({ amount: 450_000, from: null, currency: 'INR', period: null });
    expect(indian.topNeeds).toEqual(['2 BHK', 'Budget about ₹4.5 lakh', 'Flat']);
    const info = (await (await fetch(`${server.url}/api/buyer-info`, { headers: { Cookie: cookie } })).json()) as { market: string };
    expect(info.market).toBe('in');

    const updated = await cli('licence', 'update', id, '--market', 'uk');
    expect(updated.stdout).toContain('is now in the United Kingdom market (uk)');
    expect((await cli('licence', 'update', id, '--alerts', 'off')).stdout).toContain('hot-lead alerts are off');
    expect((await cli('licence', 'update', id, '--alerts', 'on')).stdout).toMatch(/hot-lead alerts are on; .+ is told when an import or sync turns leads hot/);
    const british = await analyse();
    expect(british.budget).toMatchObject({ amount: 450_000, currency: 'GBP' });
    expect(british.topNeeds).toEqual(['2 bedrooms', 'Budget about £450,000', 'Flat']);
    const rows = JSON.parse((await cli('licence', 'list', '--format', 'json')).stdout) as { id: string; market: string }[];
    expect(rows.find((row) => row.id === id)?.market).toBe('uk');

    // The market is the licence's: a request cannot choose one.
    const chosen = await post('/api/ai-analysis', { ...lead, market: 'us' }, cookie);
    expect(chosen.status).toBe(400);
  });
});
