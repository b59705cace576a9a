import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { MAX_MAIL_ATTEMPTS, retryDelayMs } from '../domain/retry-policy.js';
import { MailOutboxRepository } from '../ports/mail-outbox.repository.js';
import { MailTransport } from '../ports/mail-transport.port.js';

const BATCH_SIZE = 10;
/** How long a claimed e-mail stays reserved for this worker; after that another worker may retry it. */
const LEASE_MS = 2 * 60 * 1000;

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
    let attempted = 0;
    for (;;) {
      const batch = await this.outbox.claimDue(BATCH_SIZE, LEASE_MS);
      for (const mail of batch) {
        try {
          await this.transport.send(mail);
          await this.outbox.markSent(mail.id);
        } catch (error) {
          const giveUp = mail.attempts >= MAX_MAIL_ATTEMPTS;
          const delay = retryDelayMs(mail.attempts, this.config.env.MAIL_RETRY_BASE_MS);
          await this.outbox.markFailed(mail.id, (error as Error).message ?? String(error), delay, giveUp);
          this.logger.warn(
            `Could not send ${mail.kind} e-mail ${mail.id} (attempt ${mail.attempts}): ${(error as Error).message}` +
              (giveUp ? '; giving up, `mail retry` requeues it' : `; retrying in ${Math.round(delay / 1000)} s`),
          );
        }
      }
      attempted += batch.length;
      if (batch.length < BATCH_SIZE || this.stopping) return attempted;
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
      this.logger.warn(`Mail worker could not read the outbox: ${(error as Error).message}`);
    } finally {
      this.current = undefined;
      this.schedule();
    }
  }
}
