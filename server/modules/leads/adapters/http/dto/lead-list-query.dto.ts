import { ApiProperty, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { LEAD_INTENTS, LEAD_PAGE_MAX, LEAD_PAGE_SIZE, LEAD_SEARCH_MAX, LEAD_SORTS, SCORE_BANDS, type LeadIntent, type LeadSort, type ScoreBand } from '../../../../../../shared/api.js';

export class LeadListQueryDto {
  @ApiProperty({ required: false, enum: LEAD_SORTS, default: 'score' })
  @IsOptional()
  @IsIn(LEAD_SORTS, { message: `Sort must be one of ${LEAD_SORTS.join(', ')}.` })
  sort?: LeadSort;

  @ApiProperty({ required: false, enum: LEAD_INTENTS })
  @IsOptional()
  @IsIn(LEAD_INTENTS, { message: `Intent must be one of ${LEAD_INTENTS.join(', ')}.` })
  intent?: LeadIntent;

  @ApiProperty({ required: false, enum: SCORE_BANDS, description: 'hot: score above 70; warm: above 40; cold: 40 or less' })
  @IsOptional()
  @IsIn(SCORE_BANDS, { message: `Band must be one of ${SCORE_BANDS.join(', ')}.` })
  band?: ScoreBand;

  @ApiProperty({ required: false, maxLength: LEAD_SEARCH_MAX, description: "Words in the lead's name or conversation; the last may be the start of a word." })
  @IsOptional()
  @MaxLength(LEAD_SEARCH_MAX, { message: `Search for at most ${LEAD_SEARCH_MAX} characters.` })
  @IsString({ message: 'Search must be text.' })
  q?: string;

  @ApiProperty({ required: false, minimum: 1, maximum: LEAD_PAGE_MAX, default: LEAD_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @Max(LEAD_PAGE_MAX, { message: `Ask for at most ${LEAD_PAGE_MAX} leads a page.` })
  @Min(1, { message: 'Ask for at least one lead a page.' })
  @IsInt({ message: 'Limit must be a whole number.' })
  limit?: number;

  @ApiProperty({ required: false, description: 'nextCursor of the previous page' })
  @IsOptional()
  @MaxLength(600, { message: 'This page link is no longer valid. Start again from the first page.' })
  @IsString({ message: 'Cursor must be text.' })
  cursor?: string;
}

/** The export takes the list's filters and sort, and writes every page. */
export class LeadExportQueryDto extends PickType(LeadListQueryDto, ['sort', 'intent', 'band', 'q'] as const) {}
