import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { TypeormOtpStore } from './adapters/persistence/typeorm-otp.store.js';
import { OtpService } from './application/otp.service.js';
import { OtpStore } from './ports/otp-store.js';

/** One-time sign-in codes e-mailed through the outbox. */
@Module({
  imports: [MailModule],
  providers: [OtpService, { provide: OtpStore, useClass: TypeormOtpStore }],
  exports: [OtpService],
})
export class OtpModule {}
