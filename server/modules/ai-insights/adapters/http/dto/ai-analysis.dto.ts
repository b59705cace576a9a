import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { PORTAL_LIMITS } from '../../../../../../shared/limits.js';
import { OptionalText, RequiredText } from '../../../../../common/validation/fields.js';

export class AiAnalysisDto {
  @RequiredText('Lead name', PORTAL_LIMITS.leadName, "the lead's name")
  name: string;

  /** May be empty: a lead with no conversation yet still gets an (unknown-intent) analysis. */
  @ApiProperty({ maxLength: PORTAL_LIMITS.pastChats })
  @Transform(({ value }: { value: unknown }) => (value === undefined || value === null ? '' : value))
  // Listed after MaxLength so that, with stopAtFirstError, a number is reported as "not text" first.
  @MaxLength(PORTAL_LIMITS.pastChats, { message: `Past chats must be at most ${PORTAL_LIMITS.pastChats} characters.` })
  @IsString({ message: 'Past chats must be text.' })
  pastChats: string;

  @OptionalText('Previous intent', PORTAL_LIMITS.previousIntent)
  previousIntent?: string;

  @ApiProperty({ required: false, format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'Lead id must be a lead id from buyer-info.' })
  leadId?: string;
}
