import request from 'supertest';
import { SmtpSink } from './support/smtp-sink.js';
import { APP_ORIGIN, freshClientIp, TestApp } from './support/test-app.js';

describe('Mail delivery when the SMTP server is down', () => {
  let smtp: SmtpSink;
  let app: TestApp;

  beforeAll(async () => {
    smtp = await new SmtpSink().start();
    app = await TestApp.start({ smtpUrl: smtp.url });
  });

  afterAll(async () => {
    await app?.close();
    await smtp?.stop();
  });

  it('accepts the submission, keeps retrying, and delivers each e-mail once when SMTP comes back', async () => {
    const port = smtp.port;
    await smtp.stop();

    const res = await request(app.http)
      .post('/api/contact')
      .set('X-Forwarded-For', freshClientIp())
      .set('Origin', APP_ORIGIN)
      .send({ fullName: 'Lena Ortiz', email: 'lena@example.com', subject: 'Refund question', message: 'Hi there' })
      .expect(201);
    expect(await app.count('contact_message')).toBe(1);

    // The worker tries, fails, and schedules a retry; nothing is lost.
    await waitUntil(async () => {
      const rows = await app.dataSource.query(`SELECT status, attempts, last_error FROM mail_outbox`);
      return rows.length === 2 && rows.every((r: { attempts: number; last_error: string | null }) => r.attempts >= 1 && r.last_error);
    });
    const pending = await app.dataSource.query(`SELECT status FROM mail_outbox`);
    expect(pending.map((r: { status: string }) => r.status).sort()).toEqual(['pending', 'pending']);

    smtp = await new SmtpSink().start(port);
    await smtp.waitFor(2, 15_000);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.messages).toHaveLength(2);
    expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(2);
    expect(smtp.messages.some((m) => m.text?.includes(res.body.id))).toBe(true);
    const statuses = await app.dataSource.query(`SELECT status FROM mail_outbox`);
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
