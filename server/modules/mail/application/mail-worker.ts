import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import type { QueuedMail } from '../domain/outgoing-mail.js';
import { retryDelayMs, shouldGiveUp } from '../domain/retry-policy.js';
import { MailOutboxRepository } from '../ports/mail-outbox.repository.js';
import { MailTransport } from '../ports/mail-transport.port.js';

const BATCH_SIZE = 20;
/**
 * At most this many e-mails per round (a round starts every MAIL_POLL_MS, 1 s by default): a backlog drains at about
 * 100 e-mails a second per instance, which stays under the sending rates SMTP providers allow and leaves the CPU to
 * the visitors' requests (draining flat out took a third of the CPU from a burst of forms; docs/performance.md).
 */
export const MAX_PER_ROUND = 100;
/**
 * How long a claimed e-mail stays reserved for this worker; after that another worker (or this one, restarted) may
 * claim it again. The worker renews the lease of the e-mails it still holds every LEASE_RENEW_MS, so a slow SMTP
 * server never lets a lease run out mid-batch, while the e-mails of a worker that died (SIGKILL, a crash, a lost
 * machine) go out again within half a minute instead of waiting out a long fixed lease.
 */
export const LEASE_MS = 30 * 1000;
export const LEASE_RENEW_MS = 10 * 1000;

/**
 * A visitor confirmation goes to whatever address was typed into a form: at most one an hour to an address, so the
 * forms cannot be used to flood someone's inbox from our domain. Later ones are recorded as `skipped`.
 */
export const RECIPIENT_LIMIT_MS = 60 * 60 * 1000;
export const RECIPIENT_LIMIT_REASON = 'Not sent: this address had a confirmation less than an hour ago (one an hour).';

/**
 * Sends queued e-mails in the background, retrying failures with backoff. Every instance runs one;
 * the outbox claim makes sure each e-mail is handed to one of them at a time.
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('MailWorker');
  private timer?: NodeJS.Timeout;
  private current?: Promise<number>;
  private polling = false;
  private stopping = false;
  /**
   * E-mails the SMTP server accepted whose `sent` mark could not be written (the database went away just then).
   * They are marked first thing on the next round, and never handed to the SMTP server again by this process.
   */
  private readonly acceptedUnmarked = new Set<string>();
  private limitsSweptAt = 0;

  constructor(
    private readonly outbox: MailOutboxRepository,
    private readonly transport: MailTransport,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.env.RUN_WORKERS) return;
    this.polling = true;
    this.schedule();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.polling = false;
    clearTimeout(this.timer);
    await this.current?.catch(() => undefined);
  }

  /** Sends everything that is due now; returns how many e-mails were attempted. */
  async sendDue(): Promise<number> {
    // First what is known to be sent: were such an e-mail claimed again (its lease ran out), it would go out twice.
    for (const id of [...this.acceptedUnmarked]) await this.markSent(id);
    await this.sweepRecipientLimits();
    let attempted = 0;
    for (;;) {
      const batch = await this.outbox.claimDue(BATCH_SIZE, LEASE_MS);
      const held = new Set(batch.map((mail) => mail.id));
      const renewal = batch.length ? setInterval(() => void this.renewLease(held), LEASE_RENEW_MS) : undefined;
      try {
        // The batch goes out in parallel over the transport's pooled SMTP connections: one at a time, a backlog
        // (after an outage, or a burst of forms) drained at about ten e-mails a second.
        const outcomes = await Promise.allSettled(
          batch.map(async (mail) => {
            await this.deliver(mail);
            held.delete(mail.id);
          }),
        );
        const failure = outcomes.find((outcome) => outcome.status === 'rejected');
        if (failure) throw failure.reason;
      } finally {
        clearInterval(renewal);
      }
      attempted += batch.length;
      if (batch.length < BATCH_SIZE || this.stopping || attempted >= MAX_PER_ROUND) return attempted;
    }
  }

  /**
   * Sends one e-mail and records the outcome. A failure to send schedules a retry; a failure to record a sent
   * e-mail (the database is away) stops the round after this batch, since nothing else could be recorded either.
   */
  private async deliver(mail: QueuedMail): Promise<void> {
    if (mail.limitedPerRecipient && !(await this.outbox.claimRecipient(mail, RECIPIENT_LIMIT_MS))) {
      await this.outbox.markSkipped(mail.id, RECIPIENT_LIMIT_REASON);
      this.logger.log(`Skipped ${mail.kind} e-mail ${mail.id}: its address had one within the hour`);
      return;
    }
    try {
      await this.transport.send(mail);
    } catch (error) {
      await this.scheduleRetry(mail, error);
      return;
    }
    await this.markSent(mail.id);
  }

  private async markSent(id: string): Promise<void> {
    try {
      await this.outbox.markSent(id);
      this.acceptedUnmarked.delete(id);
    } catch (error) {
      this.acceptedUnmarked.add(id);
      throw error;
    }
  }

  private async scheduleRetry(mail: QueuedMail, error: unknown): Promise<void> {
    const message = (error as Error)?.message ?? String(error);
    const waited = Date.now() - mail.createdAt.getTime();
    const giveUp = shouldGiveUp(waited);
    const delay = retryDelayMs(waited, this.config.env.MAIL_RETRY_BASE_MS);
    await this.outbox.markFailed(mail.id, message, delay, giveUp);
    this.logger.warn(
      `Could not send ${mail.kind} e-mail ${mail.id} (attempt ${mail.attempts}): ${message}` +
        (giveUp ? '; giving up, `mail retry` requeues it' : `; retrying in ${Math.round(delay / 1000)} s`),
    );
  }

  /** Once an hour, forgets the per-recipient claims whose hour is over, so the table stays small. */
  private async sweepRecipientLimits(): Promise<void> {
    if (Date.now() - this.limitsSweptAt < RECIPIENT_LIMIT_MS) return;
    await this.outbox.forgetExpiredRecipientLimits();
    this.limitsSweptAt = Date.now();
  }

  private async renewLease(ids: Set<string>): Promise<void> {
    if (!ids.size) return;
    try {
      await this.outbox.extendLease([...ids], LEASE_MS);
    } catch (error) {
      // The database is away: the lease may run out, and another worker may then send these e-mails again.
      this.logger.warn(`Could not renew the lease of ${ids.size} e-mail(s): ${(error as Error).message}`);
    }
  }

  private schedule(): void {
    if (!this.polling) return;
    this.timer = setTimeout(() => void this.tick(), this.config.env.MAIL_POLL_MS);
  }

  private async tick(): Promise<void> {
    this.current = this.sendDue();
    try {
      await this.current;
    } catch (error) {
      // Usually the database is briefly unreachable; the next tick tries again.
      this.logger.warn(`Mail worker could not read or update the outbox: ${(error as Error).message}`);
    } finally {
      this.current = undefined;
      this.schedule();
    }
  }
}
