import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { QueuedMail } from '../../domain/outgoing-mail.js';
import { MailOutboxRepository } from '../../ports/mail-outbox.repository.js';
import { MailOutboxEntity } from './mail-outbox.entity.js';
import { MailSealer, WIPED_BODY } from './mail-sealer.js';

/** What the admin's listing shows of a sealed e-mail that is still waiting: never the secret. */
const SEALED_BODY = '(sealed: carries a one-time code)';

function toMail(row: MailOutboxEntity): QueuedMail {
  return {
    id: row.id,
    messageId: row.messageId,
    kind: row.kind,
    to: row.recipient,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: row.sealed && row.status !== 'sent' ? SEALED_BODY : row.textBody,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    limitedPerRecipient: row.limitedPerRecipient,
  };
}

interface RawOutboxRow {
  id: string;
  message_id: string;
  kind: string;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  sealed: boolean;
  status: QueuedMail['status'];
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  limited_per_recipient: boolean;
}

@Injectable()
export class TypeormMailOutboxRepository extends MailOutboxRepository {
  constructor(
    @InjectRepository(MailOutboxEntity) private readonly rows: Repository<MailOutboxEntity>,
    private readonly sealer: MailSealer,
  ) {
    super();
  }

  async claimDue(limit: number, leaseMs: number): Promise<QueuedMail[]> {
    // One statement, so no transaction is held open while e-mails are sent. SKIP LOCKED lets several
    // instances claim disjoint batches; a lease that ran out (a worker died mid-send) is claimed again.
    const [claimed] = (await this.rows.query(
      `UPDATE mail_outbox
          SET status = 'sending', attempts = attempts + 1, locked_until = now() + ($2 || ' milliseconds')::interval
        WHERE id IN (
          SELECT id FROM mail_outbox
           WHERE (status = 'pending' AND next_attempt_at <= now())
              OR (status = 'sending' AND locked_until < now())
           ORDER BY next_attempt_at
           LIMIT $1
           FOR UPDATE SKIP LOCKED)
        RETURNING *`,
      [limit, String(leaseMs)],
    )) as [RawOutboxRow[], number];
    const mails: QueuedMail[] = [];
    for (const r of claimed) {
      const text = this.openBody(r);
      if (text === null) {
        // Sealed with another OTP_PEPPER: the code inside could not be verified anyway, so do not retry it.
        await this.markFailed(r.id, 'The sealed body cannot be decrypted (OTP_PEPPER changed)', 0, true);
        continue;
      }
      mails.push(this.toQueuedMail(r, text));
    }
    return mails;
  }

  async extendLease(ids: string[], leaseMs: number): Promise<void> {
    await this.rows.query(
      `UPDATE mail_outbox SET locked_until = now() + ($2 || ' milliseconds')::interval WHERE id = ANY($1::uuid[]) AND status = 'sending'`,
      [ids, String(leaseMs)],
    );
  }

  private openBody(r: RawOutboxRow): string | null {
    if (!r.sealed) return r.text_body;
    try {
      return this.sealer.unseal(r.text_body);
    } catch {
      return null;
    }
  }

  private toQueuedMail(r: RawOutboxRow, text: string): QueuedMail {
    return {
      id: r.id,
      messageId: r.message_id,
      kind: r.kind,
      to: r.recipient,
      replyTo: r.reply_to ?? undefined,
      subject: r.subject,
      text,
      status: r.status,
      attempts: r.attempts,
      nextAttemptAt: r.next_attempt_at,
      lastError: r.last_error,
      createdAt: r.created_at,
      sentAt: r.sent_at,
      limitedPerRecipient: r.limited_per_recipient,
    };
  }

  async markSent(id: string): Promise<void> {
    // A sealed body (a one-time code) has done its job: wipe it rather than keep even the ciphertext.
    await this.rows.query(
      `UPDATE mail_outbox
          SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL,
              text_body = CASE WHEN sealed THEN $2 ELSE text_body END
        WHERE id = $1`,
      [id, WIPED_BODY],
    );
  }

  async claimRecipient(mail: QueuedMail, forMs: number): Promise<boolean> {
    // One statement decides, so two workers (or two e-mails of one batch) cannot both take the same address. The
    // e-mail that holds the claim may take it again: a retry after an SMTP failure is still the first e-mail.
    const claimed = (await this.rows.query(
      `INSERT INTO mail_recipient_limit (recipient_hash, mail_id, expires_at)
            VALUES ($1, $2, now() + ($3 || ' milliseconds')::interval)
       ON CONFLICT (recipient_hash) DO UPDATE SET mail_id = EXCLUDED.mail_id, expires_at = EXCLUDED.expires_at
        WHERE mail_recipient_limit.expires_at <= now() OR mail_recipient_limit.mail_id = EXCLUDED.mail_id
       RETURNING mail_id`,
      [this.sealer.recipientHash(mail.to), mail.id, String(forMs)],
    )) as unknown[];
    return claimed.length > 0;
  }

  async markSkipped(id: string, reason: string): Promise<void> {
    await this.rows.update({ id }, { status: 'skipped', lockedUntil: null, lastError: reason });
  }

  async forgetExpiredRecipientLimits(): Promise<void> {
    await this.rows.query(`DELETE FROM mail_recipient_limit WHERE expires_at <= now()`);
  }

  async markFailed(id: string, error: string, retryInMs: number, giveUp: boolean): Promise<void> {
    await this.rows.update(
      { id },
      {
        status: giveUp ? 'failed' : 'pending',
        nextAttemptAt: new Date(Date.now() + retryInMs),
        lockedUntil: null,
        lastError: error.slice(0, 500),
      },
    );
  }

  async list(limit: number, status?: string): Promise<QueuedMail[]> {
    const rows = await this.rows.find({
      where: status ? { status: status as QueuedMail['status'] } : {},
      order: { createdAt: 'DESC' },
      take: limit,
    });
    return rows.map(toMail);
  }

  async requeue(id: string): Promise<boolean> {
    const result = await this.rows.update({ id }, { status: 'pending', nextAttemptAt: new Date(), lockedUntil: null });
    return (result.affected ?? 0) > 0;
  }
}
