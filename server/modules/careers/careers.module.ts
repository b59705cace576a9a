import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module.js';
import { CareersService } from './application/careers.service.js';
import { ResumeSweeper } from './application/resume-sweeper.js';
import { CareersCommand, CareersResumeCommand } from './adapters/cli/careers.command.js';
import { CareersController } from './adapters/http/careers.controller.js';
import { ResumeUploadInterceptor } from './adapters/http/resume-upload.interceptor.js';
import { CareerApplicationEntity } from './adapters/persistence/career-application.entity.js';
import { TypeormCareerApplicationRepository } from './adapters/persistence/typeorm-career-application.repository.js';
import { LocalResumeStorage } from './adapters/storage/local-resume-storage.js';
import { CareerApplicationRepository } from './ports/career-application.repository.js';
import { ResumeStorage } from './ports/resume-storage.js';

/** Job applications with a PDF résumé: stored on local disk, queued mail, fetched by the admin through the CLI. */
@Module({
  imports: [TypeOrmModule.forFeature([CareerApplicationEntity]), MailModule],
  controllers: [CareersController],
  providers: [
    CareersService,
    ResumeSweeper,
    ResumeUploadInterceptor,
    { provide: CareerApplicationRepository, useClass: TypeormCareerApplicationRepository },
    { provide: ResumeStorage, useClass: LocalResumeStorage },
    CareersCommand,
    CareersResumeCommand,
  ],
  exports: [CareersService],
})
export class CareersModule {}
