import type { QueuedMail } from '../domain/outgoing-mail.js';

/** Hands one e-mail to the outside world (an SMTP server, or a file when no SMTP server is configured). */
export abstract class MailTransport {
  abstract send(mail: QueuedMail): Promise<void>;
}
