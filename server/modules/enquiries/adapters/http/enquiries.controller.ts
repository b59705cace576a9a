import { Body, Controller, HttpCode, Logger, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import type { CreatedResponse } from '../../../../../shared/api.js';
import { FormRateLimit } from '../../../../common/http/rate-limits.js';
import { EnquiriesService } from '../../application/enquiries.service.js';
import { BookClassDto } from './dto/book-class.dto.js';
import { ContactDto } from './dto/contact.dto.js';

@ApiTags('enquiries')
@Controller('api')
export class EnquiriesController {
  private readonly logger = new Logger(EnquiriesController.name);

  constructor(private readonly enquiries: EnquiriesService) {}

  @Post('contact')
  @HttpCode(201)
  @FormRateLimit()
  @ApiCreatedResponse({ description: 'Stored; the team and the visitor are e-mailed.' })
  async contact(@Body() dto: ContactDto): Promise<CreatedResponse> {
    if (dto.website) return this.dropBot('contact');
    return this.enquiries.submitContact(dto);
  }

  @Post('book-class')
  @HttpCode(201)
  @FormRateLimit()
  @ApiCreatedResponse({ description: 'Stored; the team and the visitor are e-mailed.' })
  async bookClass(@Body() dto: BookClassDto): Promise<CreatedResponse> {
    if (dto.website) return this.dropBot('book-class');
    return this.enquiries.bookClass(dto);
  }

  /** A filled honeypot: answer like a success so the bot learns nothing, and store and send nothing. */
  private dropBot(form: string): CreatedResponse {
    this.logger.log(`Honeypot filled on ${form}; submission dropped`);
    return { id: randomUUID() };
  }
}
