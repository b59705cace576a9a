import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig } from '../../../config/app-config.js';
import { loadEnv } from '../../../config/load-config.js';
import type { QueuedMail } from '../domain/outgoing-mail.js';
import { MAX_MAIL_ATTEMPTS } from '../domain/retry-policy.js';
import { MailOutboxRepository } from '../ports/mail-outbox.repository.js';
import { MailTransport } from '../ports/mail-transport.port.js';
import { MailWorker } from './mail-worker.js';

function mail(id: string, attempts = 1): QueuedMail {
  return {
    id,
    messageId: `<${id}@test>`,
    kind: 'contact.team',
    to: 'team@example.test',
    subject: 'Hi',
    text: 'Hello',
    status: 'sending',
    attempts,
    nextAttemptAt: new Date(),
    lastError: null,
    createdAt: new Date(),
    sentAt: null,
  };
}

class FakeOutbox extends MailOutboxRepository {
  due: QueuedMail[] = [];
  sent: string[] = [];
  failed: { id: string; error: string; retryInMs: number; giveUp: boolean }[] = [];
  async claimDue(limit: number) {
    return this.due.splice(0, limit);
  }
  async markSent(id: string) {
    this.sent.push(id);
  }
  async markFailed(id: string, error: string, retryInMs: number, giveUp: boolean) {
    this.failed.push({ id, error, retryInMs, giveUp });
  }
  async list() {
    return [];
  }
  async requeue() {
    return true;
  }
}

class FakeTransport extends MailTransport {
  sent: string[] = [];
  failFor = new Set<string>();
  async send(m: QueuedMail) {
    if (this.failFor.has(m.id)) throw new Error('421 try again later');
    this.sent.push(m.messageId);
  }
}

describe('MailWorker', () => {
  let outbox: FakeOutbox;
  let transport: FakeTransport;
  let worker: MailWorker;

  beforeEach(() => {
    outbox = new FakeOutbox();
    transport = new FakeTransport();
    const config = new AppConfig(loadEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'unit-')), MAIL_RETRY_BASE_MS: '1000' }));
    worker = new MailWorker(outbox, transport, config);
  });

  it('sends every due e-mail with its stable Message-ID and marks it sent', async () => {
    outbox.due = [mail('a'), mail('b')];
    expect(await worker.sendDue()).toBe(2);
    expect(transport.sent).toEqual(['<a@test>', '<b@test>']);
    expect(outbox.sent).toEqual(['a', 'b']);
  });

  it('keeps going past a failure and schedules a retry with backoff', async () => {
    outbox.due = [mail('a', 3), mail('b')];
    transport.failFor.add('a');
    await worker.sendDue();
    expect(outbox.sent).toEqual(['b']);
    expect(outbox.failed).toEqual([{ id: 'a', error: '421 try again later', retryInMs: expect.any(Number), giveUp: false }]);
    expect(outbox.failed[0].retryInMs).toBeGreaterThanOrEqual(3200);
    expect(outbox.failed[0].retryInMs).toBeLessThanOrEqual(4800);
  });

  it('gives up after the last allowed attempt', async () => {
    outbox.due = [mail('a', MAX_MAIL_ATTEMPTS)];
    transport.failFor.add('a');
    await worker.sendDue();
    expect(outbox.failed[0].giveUp).toBe(true);
  });

  it('drains more than one batch', async () => {
    outbox.due = Array.from({ length: 25 }, (_, i) => mail(`m${i}`));
    expect(await worker.sendDue()).toBe(25);
  });
});
