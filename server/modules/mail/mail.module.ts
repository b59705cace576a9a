import { Module } from '@nestjs/common';
import { MailerModule, type MailerOptions } from '@nestjs-modules/mailer';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app-config.js';
import { MailOutboxService } from './application/mail-outbox.service.js';
import { MailWorker } from './application/mail-worker.js';
import { MailCommand, MailOutboxCommand, MailRetryCommand } from './adapters/cli/mail.command.js';
import { MailOutboxEntity } from './adapters/persistence/mail-outbox.entity.js';
import { MailSealer } from './adapters/persistence/mail-sealer.js';
import { TransactionalOutbox } from './adapters/persistence/transactional-outbox.js';
import { TypeormMailOutboxRepository } from './adapters/persistence/typeorm-mail-outbox.repository.js';
import { NodemailerTransport } from './adapters/transport/nodemailer.transport.js';
import { smtpTransportOptions } from './adapters/transport/smtp-options.js';
import { MailOutboxRepository } from './ports/mail-outbox.repository.js';
import { MailTransport } from './ports/mail-transport.port.js';

/** The e-mail queue shared by Enquiries, Careers and Otp (DESIGN.md section 6). */
@Module({
  imports: [
    TypeOrmModule.forFeature([MailOutboxEntity]),
    MailerModule.forRootAsync({
      imports: [],
      inject: [AppConfig],
      // The cast bridges two copies of nodemailer's option types; the values are nodemailer's own options.
      useFactory: (config: AppConfig) =>
        ({ transport: smtpTransportOptions(config), defaults: { from: config.env.MAIL_FROM } }) as MailerOptions,
    }),
  ],
  providers: [
    { provide: MailOutboxRepository, useClass: TypeormMailOutboxRepository },
    { provide: MailTransport, useClass: NodemailerTransport },
    MailWorker,
    MailOutboxService,
    TransactionalOutbox,
    MailSealer,
    MailCommand,
    MailOutboxCommand,
    MailRetryCommand,
  ],
  exports: [MailOutboxService, MailWorker, TransactionalOutbox],
})
export class MailModule {}
