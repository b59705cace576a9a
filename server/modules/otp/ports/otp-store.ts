import type { OutgoingMail } from '../../mail/domain/outgoing-mail.js';
import type { StoredOtp } from '../domain/otp-policy.js';

/** What the code service may do while it holds a licence's lock: all of it commits together, e-mail included. */
export interface OtpTransaction {
  current(): Promise<StoredOtp | null>;
  /** When codes were e-mailed since `since`, oldest first. */
  sentSince(since: Date): Promise<Date[]>;
  /** Replaces the licence's code (a new code makes the old one useless) and records the send. */
  replace(code: StoredOtp, sentAt: Date): Promise<void>;
  enqueue(mails: OutgoingMail[]): Promise<void>;
}

export type ConsumeOutcome = 'consumed' | 'wrong' | 'exhausted' | 'expired' | 'none';

export abstract class OtpStore {
  /** Runs `work` holding the licence's row lock, so two requests for one licence never both send a code. */
  abstract withLicenceLock<T>(licenceId: string, work: (tx: OtpTransaction) => Promise<T>): Promise<T>;

  /**
   * Consumes the code if `codeHash` matches a live code, in one atomic statement (of 20 parallel correct
   * submissions exactly one wins); otherwise counts a wrong try. Says what happened.
   */
  abstract consume(licenceId: string, codeHash: string, now: Date, maxWrongAttempts: number): Promise<ConsumeOutcome>;
}
