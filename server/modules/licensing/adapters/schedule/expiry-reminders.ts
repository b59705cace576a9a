import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PeriodicJob } from '../../../../common/schedule/periodic-job.js';
import { Clock } from '../../../../common/time/clock.js';
import { AppConfig } from '../../../../config/app-config.js';
import { TransactionalOutbox } from '../../../mail/adapters/persistence/transactional-outbox.js';
import { dueReminder, expiryReminderMail, REMINDER_LEAD_MS } from '../../domain/expiry-reminder.js';
import type { Licence } from '../../domain/licence.js';

export const REMINDER_CHECK_MS = 60 * 60 * 1000;

type LicenceRow = { id: string; buyer_name: string; email: string; status: Licence['status']; expires_at: Date };

/**
 * E-mails each licence holder 14 days and 1 day before the licence ends, each once per expiry date: at start and
 * every hour, on instances that run workers. Every instance may run it; the reminder row is claimed
 * (INSERT … ON CONFLICT DO NOTHING) in the same transaction that queues the e-mail, so only one of them sends it.
 */
@Injectable()
export class ExpiryReminders extends PeriodicJob {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: TransactionalOutbox,
    private readonly clock: Clock,
    config: AppConfig,
  ) {
    super({ config, logger: new Logger('ExpiryReminders'), everyMs: REMINDER_CHECK_MS, runAtStart: true, what: 'licence expiry reminder' });
  }

  /** Queues every reminder due now that was not sent yet; returns how many. */
  async sendDue(): Promise<number> {
    const now = this.clock.now();
    const rows = (await this.dataSource.query(
      `SELECT id, buyer_name, email, status, expires_at FROM licence WHERE status = 'active' AND expires_at > $1 AND expires_at <= $2`,
      [now, new Date(now.getTime() + REMINDER_LEAD_MS['14d'])],
    )) as LicenceRow[];
    let sent = 0;
    for (const row of rows) {
      const licence = { email: row.email, buyerName: row.buyer_name, status: row.status, expiresAt: new Date(row.expires_at) };
      const kind = dueReminder(licence, now);
      if (!kind) continue;
      const queued = await this.outbox.transaction(async (manager, enqueue) => {
        const claimed = (await manager.query(
          `INSERT INTO licence_expiry_reminder (licence_id, expires_at, reminder, sent_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT DO NOTHING RETURNING licence_id`,
          [row.id, licence.expiresAt, kind, now],
        )) as unknown[];
        if (!claimed.length) return false;
        await enqueue([expiryReminderMail(licence, kind)]);
        return true;
      });
      if (queued) sent += 1;
    }
    return sent;
  }
}
