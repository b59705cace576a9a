import type { QueuedMail } from '../domain/outgoing-mail.js';

/** The outbox table. Rows are written by the modules that cause e-mails, in their own transactions. */
export abstract class MailOutboxRepository {
  /** Marks up to `limit` due e-mails as being sent by this worker, so no other worker takes them meanwhile. */
  abstract claimDue(limit: number, leaseMs: number): Promise<QueuedMail[]>;
  /** Keeps claimed e-mails reserved `leaseMs` longer, while the worker that claimed them is still sending. */
  abstract extendLease(ids: string[], leaseMs: number): Promise<void>;
  abstract markSent(id: string): Promise<void>;
  abstract markFailed(id: string, error: string, retryInMs: number, giveUp: boolean): Promise<void>;
  abstract list(limit: number, status?: string): Promise<QueuedMail[]>;
  /** Puts a failed e-mail back in the queue; false when there is no such e-mail. */
  abstract requeue(id: string): Promise<boolean>;
}
