import { rmSync } from 'node:fs';
import { jest } from '@jest/globals';
import { freePort, ServerProcess } from '../e2e/support/server-process.js';
import { duplicates, missingMails, productionEnv, sleep, waitFor, waitForAllMail } from './support/fault-app.js';
import { FaultySmtp } from './support/faulty-smtp.js';
import { FormStream } from './support/form-stream.js';
import { query, useFaultCluster } from './support/pg-cluster.js';

jest.setTimeout(240_000);

describe('Fault: the server is killed with SIGKILL in the middle of a stream of submissions', () => {
  const cluster = useFaultCluster();

  it('keeps every acknowledged submission, and sends each of its e-mails once after the restart', async () => {
    const smtp = await new FaultySmtp().start();
    const databaseUrl = await cluster().createDatabase();
    // The same port after the restart, so the visitors' stream simply carries on.
    const env = productionEnv({ DATABASE_URL: databaseUrl, SMTP_URL: smtp.url, PORT: String(await freePort()) });
    let server = await ServerProcess.start(env);
    const stream = new FormStream(() => server.url, { clients: 4, pauseMs: 200 }).start();
    try {
      // Mid-stream: submissions are being acknowledged and the mail worker is busy sending.
      await waitFor('30 submissions acknowledged and 10 e-mails sent', () => stream.created().length >= 30 && smtp.accepted.length >= 10, 60_000);
      await server.kill('SIGKILL');
      const killedAt = Date.now();
      // Nothing writes to the database now. E-mails the worker had claimed but not yet marked sent were in flight:
      // the SMTP server may already have taken one of them, and no one can know, so it may arrive a second time
      // (with the same Message-ID, by which receivers recognise it). Any other e-mail must arrive exactly once.
      const inFlight = new Set((await query<{ message_id: string }>(databaseUrl, `SELECT message_id FROM mail_outbox WHERE status = 'sending'`)).map((r) => r.message_id));
      const acknowledgedBeforeKill = stream.created().length;

      await sleep(1_000);
      server = await ServerProcess.start(env, 60_000);
      const restartedAt = Date.now();
      await waitFor('submissions acknowledged again after the restart', () => stream.created().filter((o) => o.startedAt > restartedAt).length >= 10, 30_000);
      const outcomes = await stream.stop();
      const created = stream.created();

      // While the server was down the visitors got no answer; never an error page, never a 5xx.
      const unexpected = outcomes.filter((o) => o.status !== 201 && o.status !== 0);
      expect(unexpected.map((o) => `${o.status} ${o.text}`)).toEqual([]);
      expect(outcomes.some((o) => o.status === 0 && o.startedAt >= killedAt)).toBe(true);
      expect(acknowledgedBeforeKill).toBeGreaterThanOrEqual(30);

      // Every 201 is in the database.
      const ids = created.map((o) => o.id);
      const stored = await query<{ id: string }>(databaseUrl, 'SELECT id FROM contact_message WHERE id = ANY($1::uuid[])', [ids]);
      expect(stored.length).toBe(ids.length);
      // Requests cut off by the kill may have committed without their answer; at most one per client.
      const [{ n: rows }] = await query<{ n: number }>(databaseUrl, 'SELECT count(*)::int AS n FROM contact_message');
      expect(rows - ids.length).toBeGreaterThanOrEqual(0);
      expect(rows - ids.length).toBeLessThanOrEqual(4);

      // Every e-mail of every stored submission goes out: the outbox is drained and each message reached SMTP.
      const mails = await waitForAllMail(databaseUrl, smtp.accepted, 120_000);
      expect(mails.length).toBe(rows * 2);
      await sleep(3_000); // a late duplicate would show up now
      expect(missingMails(smtp.accepted, created)).toEqual([]);
      const counts = smtp.countsByMessageId();
      expect([...counts.keys()].sort()).toEqual(mails.map((m) => m.message_id).sort());
      // Exactly once, except the e-mails in flight at the kill: those at most twice.
      const extra = duplicates(counts).filter(([id, n]) => !inFlight.has(id) || n > 2);
      expect(extra).toEqual([]);
    } finally {
      await stream.stop();
      await server.kill('SIGKILL');
      await smtp.stop();
      rmSync(env.DATA_DIR, { recursive: true, force: true });
    }
  });
});
