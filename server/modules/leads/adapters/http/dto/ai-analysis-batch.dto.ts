import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsUUID } from 'class-validator';
import { AI_BATCH_MAX } from '../../../../../../shared/api.js';

export class AiAnalysisBatchDto {
  @ApiProperty({ type: [String], minItems: 1, maxItems: AI_BATCH_MAX, description: 'Lead ids from buyer-info.' })
  // class-validator runs these bottom-up; with stopAtFirstError the first failure is the one reported.
  @IsUUID('all', { each: true, message: 'Each lead id must be a lead id from buyer-info.' })
  @ArrayMaxSize(AI_BATCH_MAX, { message: `Send at most ${AI_BATCH_MAX} lead ids at a time.` })
  @ArrayMinSize(1, { message: 'Send at least one lead id.' })
  @IsArray({ message: 'Lead ids must be a list.' })
  leadIds: string[];
}
