import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import {
  LicenceCommand,
  LicenceExtendCommand,
  LicenceIssueCommand,
  LicenceListCommand,
  LicenceRevokeCommand,
  LicenceRotateCommand,
  LicenceUpdateCommand,
} from './adapters/cli/licence.command.js';
import { LicenceEntity } from './adapters/persistence/licence.entity.js';
import { ExpiryReminders } from './adapters/schedule/expiry-reminders.js';
import { MailModule } from '../mail/mail.module.js';
import { TypeormLicenceRepository } from './adapters/persistence/typeorm-licence.repository.js';
import { LicensingService } from './application/licensing.service.js';
import { LicenceRepository } from './ports/licence.repository.js';

/** Licence keys: issue, check, revoke, extend (DESIGN.md section 5). */
@Module({
  imports: [TypeOrmModule.forFeature([LicenceEntity]), MailModule],
  providers: [
    LicensingService,
    { provide: LicenceRepository, useClass: TypeormLicenceRepository },
    LicenceCommand,
    LicenceIssueCommand,
    LicenceListCommand,
    LicenceRevokeCommand,
    LicenceExtendCommand,
    LicenceRotateCommand,
    LicenceUpdateCommand,
    ExpiryReminders,
  ],
  exports: [LicensingService],
})
export class LicensingModule {}
