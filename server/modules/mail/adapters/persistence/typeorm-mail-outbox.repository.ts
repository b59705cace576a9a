import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { QueuedMail } from '../../domain/outgoing-mail.js';
import { MailOutboxRepository } from '../../ports/mail-outbox.repository.js';
import { MailOutboxEntity } from './mail-outbox.entity.js';

function toMail(row: MailOutboxEntity): QueuedMail {
  return {
    id: row.id,
    messageId: row.messageId,
    kind: row.kind,
    to: row.recipient,
    replyTo: row.replyTo ?? undefined,
    subject: row.subject,
    text: row.textBody,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
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
  status: QueuedMail['status'];
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

@Injectable()
export class TypeormMailOutboxRepository extends MailOutboxRepository {
  constructor(@InjectRepository(MailOutboxEntity) private readonly rows: Repository<MailOutboxEntity>) {
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
    return claimed.map((r) => ({
      id: r.id,
      messageId: r.message_id,
      kind: r.kind,
      to: r.recipient,
      replyTo: r.reply_to ?? undefined,
      subject: r.subject,
      text: r.text_body,
      status: r.status,
      attempts: r.attempts,
      nextAttemptAt: r.next_attempt_at,
      lastError: r.last_error,
      createdAt: r.created_at,
      sentAt: r.sent_at,
    }));
  }

  async markSent(id: string): Promise<void> {
    await this.rows.update({ id }, { status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null });
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
