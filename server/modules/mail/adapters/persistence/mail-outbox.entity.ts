import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { MailStatus } from '../../domain/outgoing-mail.js';

@Entity({ name: 'mail_outbox' })
export class MailOutboxEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('text', { name: 'message_id' })
  messageId: string;

  @Column('text')
  kind: string;

  @Column('text')
  recipient: string;

  @Column('text', { name: 'reply_to', nullable: true })
  replyTo: string | null;

  @Column('text')
  subject: string;

  @Column('text', { name: 'text_body' })
  textBody: string;

  /** textBody is encrypted (MailSealer) until sent, then wiped. */
  @Column('boolean')
  sealed: boolean;

  @Column('text')
  status: MailStatus;

  /** At most one such e-mail to an address an hour; the worker skips the others (see mail_recipient_limit). */
  @Column('boolean', { name: 'limited_per_recipient', default: false })
  limitedPerRecipient: boolean;

  @Column('int')
  attempts: number;

  @Column('timestamptz', { name: 'next_attempt_at' })
  nextAttemptAt: Date;

  @Column('timestamptz', { name: 'locked_until', nullable: true })
  lockedUntil: Date | null;

  @Column('text', { name: 'last_error', nullable: true })
  lastError: string | null;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'sent_at', nullable: true })
  sentAt: Date | null;
}
