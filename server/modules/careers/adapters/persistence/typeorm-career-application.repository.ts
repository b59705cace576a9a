import { Injectable } from '@nestjs/common';
import { DataSource, In, MoreThanOrEqual } from 'typeorm';
import { AppConfig } from '../../../../config/app-config.js';
import { enqueueMails } from '../../../mail/adapters/persistence/outbox-rows.js';
import { messageIdDomain } from '../../../mail/domain/message-domain.js';
import type { OutgoingMail } from '../../../mail/domain/outgoing-mail.js';
import type { CareerApplication } from '../../domain/career-application.js';
import { CareerApplicationRepository } from '../../ports/career-application.repository.js';
import { CareerApplicationEntity } from './career-application.entity.js';

@Injectable()
export class TypeormCareerApplicationRepository extends CareerApplicationRepository {
  private readonly mailDomain: string;

  constructor(
    private readonly dataSource: DataSource,
    config: AppConfig,
  ) {
    super();
    this.mailDomain = messageIdDomain(config.env.MAIL_FROM);
  }

  async save(application: CareerApplication, mails: OutgoingMail[]): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(CareerApplicationEntity, application);
      await enqueueMails(manager, mails, this.mailDomain);
    });
  }

  list(since?: Date): Promise<CareerApplication[]> {
    return this.dataSource.getRepository(CareerApplicationEntity).find({
      where: since ? { createdAt: MoreThanOrEqual(since) } : {},
      order: { createdAt: 'ASC' },
    });
  }

  find(id: string): Promise<CareerApplication | null> {
    return this.dataSource.getRepository(CareerApplicationEntity).findOneBy({ id });
  }

  async knownResumeKeys(keys: string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await this.dataSource.getRepository(CareerApplicationEntity).find({ select: { resumeKey: true }, where: { resumeKey: In(keys) } });
    return new Set(rows.map((row) => row.resumeKey));
  }
}
