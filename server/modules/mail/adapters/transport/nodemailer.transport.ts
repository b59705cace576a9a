import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { MailerService } from '@nestjs-modules/mailer';
import { AppConfig } from '../../../../config/app-config.js';
import { maskEmail } from '../../domain/mask-email.js';
import type { QueuedMail } from '../../domain/outgoing-mail.js';
import { MailTransport } from '../../ports/mail-transport.port.js';

/**
 * Sends through @nestjs-modules/mailer (nodemailer). With an SMTP_URL the message goes to that server;
 * without one, nodemailer renders the message and it is written as an .eml file under DATA_DIR/mail,
 * with its path logged, so a newcomer can read every e-mail the site sends.
 */
@Injectable()
export class NodemailerTransport extends MailTransport {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly mailer: MailerService,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async send(mail: QueuedMail): Promise<void> {
    const info = (await this.mailer.sendMail({
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      messageId: mail.messageId,
      headers: { 'X-Mail-Kind': mail.kind },
    })) as { message?: Buffer };
    if (this.config.env.SMTP_URL) {
      this.logger.log(`Sent ${mail.kind} e-mail to ${maskEmail(mail.to)}`);
      return;
    }
    const dir = this.config.dataPath('mail');
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const file = join(dir, `${mail.createdAt.toISOString().replace(/[:.]/g, '-')}-${mail.kind}-${mail.id}.eml`);
    // Owner-only: a code e-mail's body holds the one-time code. Written under a temporary name and renamed, so anyone
    // reading the folder (a newcomer, the e2e tests) never opens a half-written message.
    const partial = join(dir, `.${mail.id}.partial`);
    await writeFile(partial, info.message ?? '', { mode: 0o600 });
    await rename(partial, file);
    this.logger.log(`E-mail (${mail.kind}) to ${maskEmail(mail.to)} written to ${file}`);
  }
}
