import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsDefined, IsIn } from 'class-validator';
import { CAREER_ROLE_IDS } from '../../../../../../shared/careers.js';
import { CONTACT_LIMITS } from '../../../../../../shared/limits.js';
import { EmailAddress, Honeypot, RequiredLine } from '../../../../../common/validation/fields.js';
import { RESUME_MISSING_MESSAGE, ROLES_MESSAGES } from '../../../domain/careers.errors.js';
import type { UploadedResume } from '../resume-upload.interceptor.js';

/** The multipart form of POST /api/careers. The careers form bounds its fields with the contact form's limits. */
export class ApplyDto {
  @RequiredLine('Full name', CONTACT_LIMITS.fullName, 'your full name')
  fullName: string;

  @EmailAddress(CONTACT_LIMITS.email)
  email: string;

  @ApiProperty({ type: [String], enum: CAREER_ROLE_IDS, description: 'One form field per chosen role.' })
  // One `roles` field arrives as a string, several as an array.
  @Transform(({ value }: { value: unknown }) => (value === undefined ? value : [value].flat()))
  // class-validator runs the lowest decorator first: "missing" is checked before "not in the list".
  @IsIn(CAREER_ROLE_IDS, { each: true, message: ROLES_MESSAGES.unknown })
  @ArrayMaxSize(CAREER_ROLE_IDS.length, { message: ROLES_MESSAGES.unknown })
  @ArrayNotEmpty({ message: ROLES_MESSAGES.missing })
  @IsArray({ message: ROLES_MESSAGES.missing })
  roles: string[];

  @ApiProperty({ type: 'string', format: 'binary', description: 'The résumé, a PDF file.' })
  @IsDefined({ message: RESUME_MISSING_MESSAGE })
  resume: UploadedResume;

  @Honeypot()
  website?: string;
}
