import type { QueuedMail } from '../domain/outgoing-mail.js';

/** The outbox table. Rows are written by the modules that cause e-mails, in their own transactions. */
export abstract class MailOutboxRepository {
  /** Marks up to `limit` due e-mails as being sent by this worker, so no other worker takes them meanwhile. */
  abstract claimDue(limit: number, leaseMs: number): Promise<QueuedMail[]>;
  /** Keeps claimed e-mails reserved `leaseMs` longer, while the worker that claimed them is still sending. */
  abstract extendLease(ids: string[], leaseMs: number): Promise<void>;
  abstract markSent(id: string): Promise<void>;
  /**
   * Takes the address of a `limitedPerRecipient` e-mail for `forMs`: false when another e-mail holds it (then this
   * one is skipped). The e-mail holding the claim gets it again, so its retries still go out.
   */
  abstract claimRecipient(mail: QueuedMail, forMs: number): Promise<boolean>;
  /** Marks an e-mail as not to be sent, with the reason `mail outbox` shows. */
  abstract markSkipped(id: string, reason: string): Promise<void>;
  /** Deletes the claims whose hour is over (they no longer hold anything back). */
  abstract forgetExpiredRecipientLimits(): Promise<void>;
  abstract markFailed(id: string, error: string, retryInMs: number, giveUp: boolean): Promise<void>;
  abstract list(limit: number, status?: string): Promise<QueuedMail[]>;
  /** Puts a failed e-mail back in the queue; false when there is no such e-mail. */
  abstract requeue(id: string): Promise<boolean>;
}
