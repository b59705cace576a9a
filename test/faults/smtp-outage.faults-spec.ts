import { rmSync } from 'node:fs';
import { jest } from '@jest/globals';
import { ServerProcess } from '../e2e/support/server-process.js';
import { duplicates, missingMails, outbox, productionEnv, sleep, waitFor, waitForAllMail } from './support/fault-app.js';
import { FaultySmtp } from './support/faulty-smtp.js';
import { FormStream } from './support/form-stream.js';
import { query, useFaultCluster } from './support/pg-cluster.js';

jest.setTimeout(240_000);

const MINUTE = 60_000;
/**
 * When the SMTP server accepts again after its minute of refusals, no e-mail may be scheduled later than this. The
 * retry schedule (server/modules/mail/domain/retry-policy.ts, default MAIL_RETRY_BASE_MS) waits a quarter of the
 * time an e-mail has waited, so at most ~15 s (+20% jitter) here; doubling backoff would have scheduled some up to
 * about 50 s out.
 */
const LATEST_RETRY_AFTER_OUTAGE_MS = 25_000;
/** And every e-mail must have arrived within this (the retries above, plus sending the backlog one by one). */
const DELIVERY_AFTER_OUTAGE_MS = 60_000;

describe('Fault: the SMTP server refuses for a minute', () => {
  const cluster = useFaultCluster();

  it('delivers every e-mail afterwards, each exactly once, soon after it accepts again', async () => {
    const smtp = await new FaultySmtp().start();
    const databaseUrl = await cluster().createDatabase();
    // The mail worker's timings stay at their production defaults (poll 1 s, first retry 5 s).
    const env = productionEnv({ DATABASE_URL: databaseUrl, SMTP_URL: smtp.url });
    const server = await ServerProcess.start(env);
    const stream = new FormStream(() => server.url, { clients: 2, pauseMs: 1_500 }).start();
    try {
      await waitFor('the first e-mails delivered', () => smtp.accepted.length >= 4, 30_000);

      // First half: nothing listens (connection refused). Second half: every message refused, 451 or 554.
      await smtp.setMode('closed');
      const outageAt = Date.now();
      const deliveredBefore = smtp.accepted.length;
      await sleep(MINUTE / 2);
      await smtp.setMode('reject');
      await sleep(MINUTE / 2 - 20_000);
      const outcomes = await stream.stop(); // visitors kept submitting for most of the outage
      await sleep(Math.max(0, outageAt + MINUTE - Date.now()));
      expect(smtp.accepted.length).toBe(deliveredBefore);
      const during = await outbox(databaseUrl);
      const [{ ms: latestRetry }] = await query<{ ms: number }>(
        databaseUrl,
        `SELECT coalesce(max(extract(epoch FROM next_attempt_at - now())), 0)::float * 1000 AS ms FROM mail_outbox WHERE status = 'pending'`,
      );
      await smtp.setMode('accept');
      const backAt = Date.now();
      expect(latestRetry).toBeLessThan(LATEST_RETRY_AFTER_OUTAGE_MS);

      const mails = await waitForAllMail(databaseUrl, smtp.accepted, DELIVERY_AFTER_OUTAGE_MS);
      const deliveredAfterMs = Date.now() - backAt;
      await sleep(3_000); // a duplicate would show up now

      // The outage happened as planned: both ways of refusing were met, and e-mails were retried several times.
      expect(smtp.refused.rcpt451).toBeGreaterThan(0);
      expect(smtp.refused.data554).toBeGreaterThan(0);
      expect(during.filter((r) => r.status !== 'sent').length).toBeGreaterThanOrEqual(40);
      expect(Math.max(...during.map((r) => r.attempts))).toBeGreaterThanOrEqual(4);
      expect(during.filter((r) => r.status === 'failed')).toEqual([]);

      // The forms never noticed: mail waits in the outbox.
      expect(outcomes.filter((o) => o.status !== 201).map((o) => `${o.status} ${o.text}`)).toEqual([]);
      const created = stream.created();
      expect(created.length).toBe(outcomes.length);

      // Every e-mail arrived, once, and soon after the server accepted again.
      expect(mails.length).toBe(created.length * 2);
      expect(missingMails(smtp.accepted, created)).toEqual([]);
      expect(smtp.accepted.length).toBe(mails.length);
      expect(duplicates(smtp.countsByMessageId())).toEqual([]);
      expect(deliveredAfterMs).toBeLessThan(DELIVERY_AFTER_OUTAGE_MS);
    } finally {
      await stream.stop();
      await server.kill('SIGKILL');
      await smtp.stop();
      rmSync(env.DATA_DIR, { recursive: true, force: true });
    }
  });
});
