import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { AppConfig } from '../../../config/app-config.js';
import { loadEnv } from '../../../config/load-config.js';
import type { QueuedMail } from '../domain/outgoing-mail.js';
import { GIVE_UP_AFTER_MS } from '../domain/retry-policy.js';
import { MailOutboxRepository } from '../ports/mail-outbox.repository.js';
import { MailTransport } from '../ports/mail-transport.port.js';
import { LEASE_MS, LEASE_RENEW_MS, MAX_PER_ROUND, MailWorker, RECIPIENT_LIMIT_MS, RECIPIENT_LIMIT_REASON } from './mail-worker.js';

function mail(id: string, attempts = 1, waitedMs = 0): QueuedMail {
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
    createdAt: new Date(Date.now() - waitedMs),
    sentAt: null,
  };
}

class FakeOutbox extends MailOutboxRepository {
  due: QueuedMail[] = [];
  sent: string[] = [];
  failed: { id: string; error: string; retryInMs: number; giveUp: boolean }[] = [];
  extended: { ids: string[]; leaseMs: number }[] = [];
  /** How many of the next markSent calls fail, as when the database is away. */
  failMarkSent = 0;
  async claimDue(limit: number) {
    return this.due.splice(0, limit);
  }
  async extendLease(ids: string[], leaseMs: number) {
    this.extended.push({ ids, leaseMs });
  }
  async markSent(id: string) {
    if (this.failMarkSent > 0) {
      this.failMarkSent--;
      throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
    }
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
  /** Address (lower-cased) → the e-mail that holds it; the fake's hour never ends unless `expire` is called. */
  claims = new Map<string, string>();
  claimedFor: number[] = [];
  skipped: { id: string; reason: string }[] = [];
  sweeps = 0;
  async claimRecipient(m: QueuedMail, forMs: number) {
    this.claimedFor.push(forMs);
    const key = m.to.trim().toLowerCase();
    const holder = this.claims.get(key);
    if (holder && holder !== m.id) return false;
    this.claims.set(key, m.id);
    return true;
  }
  async markSkipped(id: string, reason: string) {
    this.skipped.push({ id, reason });
  }
  async forgetExpiredRecipientLimits() {
    this.sweeps++;
  }
}

class FakeTransport extends MailTransport {
  sent: string[] = [];
  failFor = new Set<string>();
  /** When set, send() waits for it: an SMTP server that is slow to answer. */
  hold?: Promise<void>;
  /** E-mails handed to send() and not yet answered. */
  inFlight = 0;
  async send(m: QueuedMail) {
    this.inFlight++;
    if (this.hold) await this.hold.finally(() => this.inFlight--);
    else this.inFlight--;
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

  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends every due e-mail with its stable Message-ID and marks it sent', async () => {
    outbox.due = [mail('a'), mail('b')];
    expect(await worker.sendDue()).toBe(2);
    expect(transport.sent).toEqual(['<a@test>', '<b@test>']);
    expect(outbox.sent).toEqual(['a', 'b']);
  });

  it('keeps going past a failure and retries after a quarter of the time the e-mail has waited', async () => {
    outbox.due = [mail('a', 3, 16_000), mail('b')];
    transport.failFor.add('a');
    await worker.sendDue();
    expect(outbox.sent).toEqual(['b']);
    expect(outbox.failed).toEqual([{ id: 'a', error: '421 try again later', retryInMs: expect.any(Number), giveUp: false }]);
    expect(outbox.failed[0].retryInMs).toBeGreaterThanOrEqual(3200);
    expect(outbox.failed[0].retryInMs).toBeLessThanOrEqual(4800);
  });

  it('sends one confirmation an hour to an address and skips the others, whatever else goes to that address', async () => {
    const confirmation = (id: string, to: string): QueuedMail => ({ ...mail(id), kind: 'contact.confirmation', to, limitedPerRecipient: true });
    outbox.due = [confirmation('c1', 'ana@example.com'), confirmation('c2', ' ANA@example.com'), mail('team'), confirmation('c3', 'bo@example.com')];
    await worker.sendDue();
    expect(transport.sent.sort()).toEqual(['<c1@test>', '<c3@test>', '<team@test>']);
    expect(outbox.skipped).toEqual([{ id: 'c2', reason: RECIPIENT_LIMIT_REASON }]);
    expect(outbox.claimedFor.every((ms) => ms === RECIPIENT_LIMIT_MS)).toBe(true);
  });

  it('still retries the confirmation that holds the address after an SMTP failure', async () => {
    const first = { ...mail('c1'), to: 'ana@example.com', limitedPerRecipient: true };
    outbox.due = [first];
    transport.failFor.add('c1');
    await worker.sendDue();
    transport.failFor.clear();
    outbox.due = [{ ...first, attempts: 2 }];
    await worker.sendDue();
    expect(transport.sent).toEqual(['<c1@test>']);
    expect(outbox.skipped).toEqual([]);
  });

  it('forgets expired claims at most once an hour', async () => {
    jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    await worker.sendDue();
    await worker.sendDue();
    expect(outbox.sweeps).toBe(1);
    jest.setSystemTime(Date.now() + RECIPIENT_LIMIT_MS);
    await worker.sendDue();
    expect(outbox.sweeps).toBe(2);
  });

  it('retries a new e-mail after MAIL_RETRY_BASE_MS', async () => {
    outbox.due = [mail('a', 1, 0)];
    transport.failFor.add('a');
    await worker.sendDue();
    expect(outbox.failed[0].retryInMs).toBeGreaterThanOrEqual(800);
    expect(outbox.failed[0].retryInMs).toBeLessThanOrEqual(1200);
  });

  it('keeps retrying for two days, then gives up', async () => {
    outbox.due = [mail('young', 500, GIVE_UP_AFTER_MS - 60_000), mail('old', 2, GIVE_UP_AFTER_MS + 1)];
    transport.failFor.add('young').add('old');
    await worker.sendDue();
    expect(outbox.failed.map((f) => [f.id, f.giveUp])).toEqual([
      ['young', false],
      ['old', true],
    ]);
  });

  it('never sends an e-mail twice when the database fails to record that it was sent', async () => {
    outbox.due = [mail('a'), mail('b')];
    outbox.failMarkSent = 1;
    // The batch goes out in parallel: both are handed to SMTP; a's mark fails, b's is recorded; the round stops.
    await expect(worker.sendDue()).rejects.toThrow('ECONNREFUSED');
    expect(transport.sent).toEqual(['<a@test>', '<b@test>']);
    expect(outbox.sent).toEqual(['b']);
    expect(outbox.failed).toEqual([]);

    // The database is back: a is marked sent first, and is not handed to SMTP again.
    outbox.due = [];
    await worker.sendDue();
    expect(outbox.sent).toEqual(['b', 'a']);
    expect(transport.sent).toEqual(['<a@test>', '<b@test>']);
  });

  it('records a sent e-mail whose mark failed before it claims anything else', async () => {
    outbox.due = [mail('a')];
    outbox.failMarkSent = 2;
    await expect(worker.sendDue()).rejects.toThrow();
    await expect(worker.sendDue()).rejects.toThrow(); // still away: nothing new is claimed or sent
    expect(transport.sent).toEqual(['<a@test>']);
    await worker.sendDue();
    expect(outbox.sent).toEqual(['a']);
    expect(transport.sent).toEqual(['<a@test>']);
  });

  it('hands a whole batch to the transport at once (its pooled connections send them side by side)', async () => {
    let release!: () => void;
    transport.hold = new Promise<void>((resolve) => (release = resolve));
    outbox.due = [mail('a'), mail('b'), mail('c')];
    const round = worker.sendDue();
    await new Promise((r) => setImmediate(r));
    expect(transport.inFlight).toBe(3);
    release();
    await round;
    expect(outbox.sent.sort()).toEqual(['a', 'b', 'c']);
  });

  it('sends at most MAX_PER_ROUND e-mails a round; the rest go in the next rounds', async () => {
    outbox.due = Array.from({ length: MAX_PER_ROUND + 30 }, (_, n) => mail(`m${n}`));
    expect(await worker.sendDue()).toBe(MAX_PER_ROUND);
    expect(outbox.due).toHaveLength(30);
    expect(await worker.sendDue()).toBe(30);
    expect(outbox.sent).toHaveLength(MAX_PER_ROUND + 30);
  });

  it('renews the lease of the e-mails it still holds while a slow SMTP server answers', async () => {
    jest.useFakeTimers();
    let release!: () => void;
    transport.hold = new Promise<void>((resolve) => (release = resolve));
    outbox.due = [mail('a'), mail('b')];
    const round = worker.sendDue();
    await jest.advanceTimersByTimeAsync(LEASE_RENEW_MS * 3);
    expect(outbox.extended).toHaveLength(3);
    expect(outbox.extended[0]).toEqual({ ids: ['a', 'b'], leaseMs: LEASE_MS });
    expect(LEASE_RENEW_MS * 2).toBeLessThan(LEASE_MS);
    release();
    await round;
    const renewals = outbox.extended.length;
    await jest.advanceTimersByTimeAsync(LEASE_RENEW_MS * 3);
    expect(outbox.extended).toHaveLength(renewals);
  });

  it('drains more than one batch', async () => {
    outbox.due = Array.from({ length: 25 }, (_, i) => mail(`m${i}`));
    expect(await worker.sendDue()).toBe(25);
  });
});
