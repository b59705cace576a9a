/** An e-mail the application wants sent. Plain text only: nothing a visitor typed can become markup. */
export interface OutgoingMail {
  /** What the e-mail is for, e.g. `contact.team`; shown by `mail outbox`. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** The body carries a secret (a one-time code): stored encrypted, and wiped once sent. */
  sealed?: boolean;
  /** At most one such e-mail to an address an hour (visitor confirmations): later ones are skipped, not sent. */
  limitedPerRecipient?: boolean;
}

/** `skipped`: not sent, because the address had one like it within the hour (`limitedPerRecipient`). */
export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';

/** A row of the outbox: an e-mail with its delivery state. */
export interface QueuedMail extends OutgoingMail {
  id: string;
  /** Stable Message-ID: a retry after a crash resends the same message, never a second distinct one. */
  messageId: string;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** Removes line breaks and other control characters from a header value such as a subject line. */
export function headerSafe(value: string, max = 200): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().slice(0, max);
}
