import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { CAREER_ROLE_IDS } from '../../../../shared/careers.js';
import { AppConfig } from '../../../config/app-config.js';
import type { ApplicationSubmission, CareerApplication } from '../domain/career-application.js';
import { careerMails } from '../domain/career-mails.js';
import {
  ApplicationNotFoundError,
  NotAPdfError,
  ResumeTooLargeError,
  ResumeUnavailableError,
  ROLES_MESSAGES,
  UnknownRoleError,
} from '../domain/careers.errors.js';
import { isPdf, safeFileName, sha256 } from '../domain/resume-file.js';
import { CareerApplicationRepository } from '../ports/career-application.repository.js';
import { ResumeStorage } from '../ports/resume-storage.js';

function clean(value: string): string {
  return value.normalize('NFC').trim();
}

/** The chosen roles in catalogue order, each once; anything not in the catalogue is refused. */
function checkRoles(roles: readonly string[]): string[] {
  if (roles.length === 0) throw new UnknownRoleError(ROLES_MESSAGES.missing);
  if (roles.some((role) => !CAREER_ROLE_IDS.includes(role))) throw new UnknownRoleError();
  return CAREER_ROLE_IDS.filter((id) => roles.includes(id));
}

/** Job applications: the résumé is stored, the application row and its e-mails committed, then the file kept. */
@Injectable()
export class CareersService {
  private readonly logger = new Logger(CareersService.name);

  constructor(
    private readonly applications: CareerApplicationRepository,
    private readonly storage: ResumeStorage,
    private readonly config: AppConfig,
  ) {}

  async apply(input: ApplicationSubmission): Promise<{ id: string }> {
    const roles = checkRoles(input.roles);
    const { bytes, originalName } = input.resume;
    if (bytes.length > this.config.env.UPLOAD_MAX_BYTES) throw new ResumeTooLargeError(this.config.env.UPLOAD_MAX_BYTES);
    if (!isPdf(bytes)) throw new NotAPdfError();

    const resumeKey = await this.storage.stage(bytes);
    const application: CareerApplication = {
      id: randomUUID(),
      fullName: clean(input.fullName),
      email: clean(input.email),
      roles,
      resumeKey,
      resumeName: safeFileName(originalName),
      resumeBytes: bytes.length,
      resumeSha256: sha256(bytes),
      createdAt: new Date(),
    };
    try {
      await this.applications.save(application, careerMails(application, this.config.env.TEAM_EMAIL));
    } catch (error) {
      await this.storage.remove(resumeKey).catch((e: unknown) => this.logger.warn(`Could not remove staged résumé ${resumeKey}: ${String(e)}`));
      throw error;
    }
    try {
      await this.storage.commit(resumeKey);
    } catch (error) {
      // The application and its e-mails are committed: the start-up sweep finishes this rename.
      this.logger.error(`Résumé ${resumeKey} of application ${application.id} stays staged: ${String(error)}`);
    }
    return { id: application.id };
  }

  list(since?: Date): Promise<CareerApplication[]> {
    return this.applications.list(since);
  }

  /** An application and its résumé, checked against the checksum recorded when it was received. */
  async resume(id: string): Promise<{ application: CareerApplication; bytes: Buffer }> {
    const application = /^[0-9a-f-]{36}$/i.test(id) ? await this.applications.find(id) : null;
    if (!application) throw new ApplicationNotFoundError(id);
    const bytes = await this.storage.read(application.resumeKey);
    if (!bytes) throw new ResumeUnavailableError(id, 'the file is missing');
    if (sha256(bytes) !== application.resumeSha256) throw new ResumeUnavailableError(id, 'the file does not match its checksum');
    return { application, bytes };
  }
}
