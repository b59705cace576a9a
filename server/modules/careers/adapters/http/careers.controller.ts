import { Body, Controller, HttpCode, Logger, Post, UseInterceptors } from '@nestjs/common';
import { ApiConsumes, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import type { CreatedResponse } from '../../../../../shared/api.js';
import { AcceptsMultipart } from '../../../../common/http/accepts-multipart.decorator.js';
import { FormRateLimit } from '../../../../common/http/rate-limits.js';
import { CareersService } from '../../application/careers.service.js';
import { ApplyDto } from './dto/apply.dto.js';
import { ResumeUploadInterceptor } from './resume-upload.interceptor.js';

@ApiTags('careers')
@Controller('api')
export class CareersController {
  private readonly logger = new Logger(CareersController.name);

  constructor(private readonly careers: CareersService) {}

  @Post('careers')
  @HttpCode(201)
  @FormRateLimit()
  @AcceptsMultipart()
  @UseInterceptors(ResumeUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiCreatedResponse({ description: 'Stored; the team and the applicant are e-mailed. 413: too large; 415: not a PDF.' })
  async apply(@Body() dto: ApplyDto): Promise<CreatedResponse> {
    if (dto.website) {
      // A filled honeypot: answer like a success; the file was only ever in memory, so nothing is kept.
      this.logger.log('Honeypot filled on careers; application dropped');
      return { id: randomUUID() };
    }
    return this.careers.apply({
      fullName: dto.fullName,
      email: dto.email,
      roles: dto.roles,
      resume: { originalName: dto.resume.originalname, bytes: dto.resume.buffer },
    });
  }
}
