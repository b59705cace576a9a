import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { OutgoingMail } from '../../domain/outgoing-mail.js';
import { headerSafe } from '../../domain/outgoing-mail.js';
import { MailOutboxEntity } from './mail-outbox.entity.js';
import type { MailSealer } from './mail-sealer.js';

/** The outbox rows of `mails`, due now; sealed bodies encrypted. */
export function outboxRows(mails: OutgoingMail[], domain: string, sealer: MailSealer): MailOutboxEntity[] {
  const now = new Date();
  return mails.map((mail) => {
    const id = randomUUID();
    return {
      id,
      messageId: `<${id}@${domain}>`,
      kind: mail.kind,
      recipient: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: headerSafe(mail.subject),
      textBody: mail.sealed ? sealer.seal(mail.text) : mail.text,
      sealed: mail.sealed === true,
      limitedPerRecipient: mail.limitedPerRecipient === true,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      lockedUntil: null,
      lastError: null,
      createdAt: now,
      sentAt: null,
    };
  });
}

/**
 * Queues e-mails inside the caller's transaction: the row that caused them and the e-mails commit together,
 * or not at all. Other modules' persistence adapters call this; the worker sends the rows later.
 */
export async function enqueueMails(manager: EntityManager, mails: OutgoingMail[], domain: string, sealer: MailSealer): Promise<void> {
  if (!mails.length) return;
  await manager.insert(MailOutboxEntity, outboxRows(mails, domain, sealer));
}
