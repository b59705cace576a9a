import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../../config/app-config.js';
import { PeriodicJob } from '../../../../common/schedule/periodic-job.js';
import { Clock } from '../../../../common/time/clock.js';
import { TransactionalOutbox } from '../../../mail/adapters/persistence/transactional-outbox.js';
import { hotLeadAlertMail, type HotLead } from '../../domain/hot-lead-alert.js';

/** How often the workers look for leads due an alert (a partial index makes an idle look cheap). */
export const ALERT_CHECK_MS = 5_000;

/**
 * E-mails a licence holder the leads an import or sync turned hot: one e-mail once all that import's leads have their
 * first score (leads whose scoring fails are not waited for), each lead once ever. The scorer marks a lead due
 * (hot_alert_due) when its score crosses into hot; here the due leads are cleared and the e-mail queued in one
 * transaction. Every instance may run it: the UPDATE … RETURNING locks the rows, so a second instance finds them
 * already cleared and sends nothing. A licence with alerts off has its due leads cleared without an e-mail.
 */
@Injectable()
export class HotLeadAlerts extends PeriodicJob {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: TransactionalOutbox,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {
    super({ config, logger: new Logger('HotLeadAlerts'), everyMs: ALERT_CHECK_MS, runAtStart: false, what: 'hot-lead alert' });
  }

  /** Queues the alert of every licence whose import is scored and has leads due one; returns how many e-mails. */
  async sendDue(): Promise<number> {
    const ready = (await this.dataSource.query(
      `SELECT DISTINCT d.licence_id FROM lead d
        WHERE d.hot_alert_due
          AND NOT EXISTS (SELECT 1 FROM lead w LEFT JOIN lead_insight i ON i.lead_id = w.id
                           WHERE w.licence_id = d.licence_id AND w.hot_watch AND i.last_error IS NULL)`,
    )) as { licence_id: string }[];
    let sent = 0;
    for (const { licence_id: licenceId } of ready) if (await this.sendFor(licenceId)) sent += 1;
    return sent;
  }

  private sendFor(licenceId: string): Promise<boolean> {
    return this.outbox.transaction(async (manager, enqueue) => {
      // As a SELECT over the UPDATE, so every driver answers with the rows alone.
      const named = (await manager.query(
        `WITH cleared AS (
           UPDATE lead SET hot_alert_due = false, hot_alerted_at = $2 WHERE licence_id = $1 AND hot_alert_due
           RETURNING name, score, top_reason)
         SELECT name, score, top_reason AS "topReason" FROM cleared`,
        [licenceId, this.clock.now()],
      )) as HotLead[];
      const [licence] = (await manager.query(
        `SELECT email, buyer_name AS "buyerName" FROM licence
          WHERE id = $1 AND hot_lead_alerts AND status = 'active' AND (expires_at IS NULL OR expires_at > $2)`,
        [licenceId, this.clock.now()],
      )) as { email: string; buyerName: string }[];
      if (named.length === 0 || !licence) return false;
      await enqueue([hotLeadAlertMail(licence, named, this.config.env.APP_ORIGIN)]);
      return true;
    });
  }
}
