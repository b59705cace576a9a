import request from 'supertest';
import { SmtpSink } from './support/smtp-sink.js';
import { APP_ORIGIN, freshClientIp, useAppWithSmtp } from './support/test-app.js';

describe('Mail delivery when the SMTP server is down', () => {
  const env = useAppWithSmtp();

  it('accepts the submission, keeps retrying, and delivers each e-mail once when SMTP comes back', async () => {
    const port = env.smtp.port;
    await env.smtp.stop();

    const res = await request(env.app.http)
      .post('/api/contact')
      .set('X-Forwarded-For', freshClientIp())
      .set('Origin', APP_ORIGIN)
      .send({ fullName: 'Lena Ortiz', email: 'lena@example.com', subject: 'Refund question', message: 'Hi there' })
      .expect(201);
    expect(await env.app.count('contact_message')).toBe(1);

    // The worker tries, fails, and schedules a retry; nothing is lost.
    await waitUntil(async () => {
      const rows = await env.app.dataSource.query(`SELECT status, attempts, last_error FROM mail_outbox`);
      return rows.length === 2 && rows.every((r: { attempts: number; last_error: string | null }) => r.attempts >= 1 && r.last_error);
    });
    const pending = await env.app.dataSource.query(`SELECT status FROM mail_outbox`);
    expect(pending.map((r: { status: string }) => r.status).sort()).toEqual(['pending', 'pending']);

    env.smtp = await new SmtpSink().start(port);
    await env.smtp.waitFor(2, 15_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(env.smtp.messages).toHaveLength(2);
    expect(new Set(env.smtp.messages.map((m) => m.messageId)).size).toBe(2);
    expect(env.smtp.messages.some((m) => m.text?.includes(res.body.id))).toBe(true);
    const statuses = await env.app.dataSource.query(`SELECT status FROM mail_outbox`);
    expect(statuses.every((r: { status: string }) => r.status === 'sent')).toBe(true);
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
