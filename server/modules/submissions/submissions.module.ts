import { Module } from '@nestjs/common';
import { CareersModule } from '../careers/careers.module.js';
import { EnquiriesModule } from '../enquiries/enquiries.module.js';
import { SubmissionRows } from './adapters/cli/submission-rows.js';
import { SubmissionsCommand, SubmissionsExportCommand, SubmissionsListCommand } from './adapters/cli/submissions.command.js';

/**
 * The admin's view of every form submission: `submissions export` and `submissions list`. It reads Enquiries and
 * Careers through their exported services, so those two stay independent of each other.
 */
@Module({
  imports: [EnquiriesModule, CareersModule],
  providers: [SubmissionRows, SubmissionsCommand, SubmissionsExportCommand, SubmissionsListCommand],
})
export class SubmissionsModule {}
