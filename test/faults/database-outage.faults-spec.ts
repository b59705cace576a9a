import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { ServerProcess } from '../e2e/support/server-process.js';
import { duplicates, missingMails, productionEnv, sleep, UNAVAILABLE_MESSAGE, waitFor, waitForAllMail } from './support/fault-app.js';
import { FaultySmtp } from './support/faulty-smtp.js';
import { FormStream, type Outcome } from './support/form-stream.js';
import { answerOf, applyForJob, ReadyProbe, signedSessionCookie, type Answer } from './support/http.js';
import { query, useFaultCluster } from './support/pg-cluster.js';

jest.setTimeout(180_000);

const OUTAGE_MS = 10_000;

/** What every request that needs the database gets while it is down: a 503 in the API's shape, nothing else. */
function expectUnavailable(answer: Answer | Outcome): void {
  expect({ status: answer.status, contentType: answer.contentType, retryAfter: answer.retryAfter, body: answer.body }).toEqual({
    status: 503,
    contentType: expect.stringMatching(/^application\/json/),
    retryAfter: expect.stringMatching(/^\d+$/),
    body: { statusCode: 503, code: 'service_unavailable', message: UNAVAILABLE_MESSAGE, retryAfter: Number(answer.retryAfter) },
  });
}

describe('Fault: PostgreSQL stops for 10 s under a stream of submissions', () => {
  const cluster = useFaultCluster();

  it('answers 503 with a clear message while it is down, is not ready, and recovers without a restart', async () => {
    const smtp = await new FaultySmtp().start();
    const databaseUrl = await cluster().createDatabase();
    const env = productionEnv({ DATABASE_URL: databaseUrl, SMTP_URL: smtp.url });
    const server = await ServerProcess.start(env);
    const stream = new FormStream(() => server.url, { clients: 4, pauseMs: 250 }).start();
    const ready = new ReadyProbe(server.url).start();
    const cookie = signedSessionCookie(env.SESSION_SECRET);
    try {
      await waitFor('20 submissions acknowledged', () => stream.created().length >= 20, 30_000);
      expect(ready.samples.at(-1)?.status).toBe(200);

      await cluster().stop();
      const downAt = Date.now();
      await sleep(1_500);
      // A request with a session cookie makes express-session ask its store (in PostgreSQL) first.
      const sessionAnswer = await answerOf(await fetch(`${server.url}/api/buyer-info`, { headers: { cookie } }));
      // A job application: the résumé is written before the database is asked, and must not stay behind.
      const careersAnswer = await applyForJob(server.url);
      await sleep(Math.max(0, OUTAGE_MS - (Date.now() - downAt)));
      const upAt = Date.now();
      await cluster().start();
      const startedAt = Date.now();

      await waitFor('a 201 again after PostgreSQL started', () => stream.created().some((o) => o.startedAt >= startedAt), 20_000);
      await waitFor('ready again', () => ready.samples.some((s) => s.at >= startedAt && s.status === 200), 20_000);
      await sleep(2_000);
      const outcomes = await stream.stop();
      await ready.stop();
      const created = stream.created();

      // During the outage: every submission got the 503, in JSON, with a Retry-After. Never a 500, never a stack.
      const during = outcomes.filter((o) => o.startedAt >= downAt && o.endedAt <= upAt);
      expect(during.length).toBeGreaterThanOrEqual(20);
      for (const o of during) expectUnavailable(o);
      const unexpected = outcomes.filter((o) => o.status !== 201 && o.status !== 503);
      expect(unexpected.map((o) => `${o.status} ${o.error ?? ''} ${o.text}`)).toEqual([]);
      for (const o of outcomes.filter((x) => x.status === 503)) expectUnavailable(o);
      // Only the answers that are not a created id: a random UUID can contain "5433", the outage's port.
      const refusals = outcomes.filter((o) => o.status !== 201);
      expect(refusals.filter((o) => /ECONN|postgres|\b5433\b|\bat .*\(|Error:/i.test(o.text))).toEqual([]);
      expectUnavailable(sessionAnswer);
      expect(careersAnswer.status).toBe(503);
      expectUnavailable(careersAnswer);

      // Readiness said "not ready" for the whole outage, and ready again after it.
      const readyDuring = ready.samples.filter((s) => s.at >= downAt && s.at + 3_000 <= upAt);
      expect(readyDuring.length).toBeGreaterThanOrEqual(3);
      for (const s of readyDuring) {
        expect(s.status).toBe(503);
        expect(s.retryAfter).toMatch(/^\d+$/);
        expect(s.body).toMatchObject({ statusCode: 503, code: 'not_ready', checks: { database: false } });
      }

      // Recovered by itself: 201s within a few seconds of the start (the waitFor above), and the session store works.
      const firstBack = Math.min(...created.filter((o) => o.startedAt >= startedAt).map((o) => o.endedAt));
      expect(firstBack - startedAt).toBeLessThan(20_000);
      const sessionAfter = await answerOf(await fetch(`${server.url}/api/buyer-info`, { headers: { cookie } }));
      expect(sessionAfter.status).toBe(401);

      // Every 201 is stored; the failed application left no file, no row and no e-mail behind.
      const ids = created.map((o) => o.id);
      const stored = await query<{ id: string }>(databaseUrl, 'SELECT id FROM contact_message WHERE id = ANY($1::uuid[])', [ids]);
      expect(stored.length).toBe(ids.length);
      expect(readdirSync(join(env.DATA_DIR, 'uploads'))).toEqual([]);
      expect(await query(databaseUrl, 'SELECT id FROM career_application')).toEqual([]);
      expect(await query(databaseUrl, `SELECT id FROM mail_outbox WHERE kind LIKE 'careers.%'`)).toEqual([]);

      // Every e-mail of every stored submission went out, each once.
      const [{ n: rows }] = await query<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM contact_message');
      const mails = await waitForAllMail(databaseUrl, smtp.accepted, 90_000);
      expect(mails.length).toBe(rows * 2);
      await sleep(2_000);
      expect(missingMails(smtp.accepted, created)).toEqual([]);
      expect(smtp.accepted.length).toBe(mails.length);
      expect(duplicates(smtp.countsByMessageId())).toEqual([]);
      // The server never restarted.
      expect(server.child.exitCode).toBeNull();
    } finally {
      await stream.stop();
      await ready.stop();
      await cluster().start().catch(() => undefined);
      await server.kill('SIGKILL');
      await smtp.stop();
      rmSync(env.DATA_DIR, { recursive: true, force: true });
    }
  });
});
