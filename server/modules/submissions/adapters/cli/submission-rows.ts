import { Injectable } from '@nestjs/common';
import type { Row } from '../../../../common/cli/table-output.js';
import { UsageError } from '../../../../common/cli/usage.js';
import { CareersService } from '../../../careers/application/careers.service.js';
import { EnquiriesService } from '../../../enquiries/application/enquiries.service.js';

export const SUBMISSION_TYPES = ['contact', 'booking', 'careers'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

/** Every column, for exports. */
export const EXPORT_COLUMNS: Record<SubmissionType, string[]> = {
  contact: ['id', 'createdAt', 'fullName', 'email', 'subject', 'message'],
  booking: ['id', 'createdAt', 'name', 'email', 'courseId', 'courseLabel', 'phone', 'message'],
  careers: ['id', 'createdAt', 'fullName', 'email', 'roles', 'resumeName', 'resumeBytes', 'resumeSha256'],
};

/** The columns that fit a terminal, for `submissions list`. */
export const LIST_COLUMNS: Record<SubmissionType, string[]> = {
  contact: ['id', 'createdAt', 'fullName', 'email', 'subject'],
  booking: ['id', 'createdAt', 'name', 'email', 'courseLabel', 'phone'],
  careers: ['id', 'createdAt', 'fullName', 'email', 'roles', 'resumeName', 'resumeBytes'],
};

export function parseType(value: string | undefined): SubmissionType {
  if (!SUBMISSION_TYPES.includes(value as SubmissionType)) throw new UsageError(`--type must be one of: ${SUBMISSION_TYPES.join(', ')}`);
  return value as SubmissionType;
}

/** The submissions of one kind as plain rows, through each module's own service. */
@Injectable()
export class SubmissionRows {
  constructor(
    private readonly enquiries: EnquiriesService,
    private readonly careers: CareersService,
  ) {}

  async fetch(type: SubmissionType, since?: Date): Promise<Row[]> {
    if (type === 'contact') return (await this.enquiries.listContacts(since)) as unknown as Row[];
    if (type === 'booking') return (await this.enquiries.listBookings(since)) as unknown as Row[];
    // The storage key is internal: an admin fetches the file by the application's id.
    return (await this.careers.list(since)).map(({ resumeKey: _key, ...row }) => row);
  }
}
