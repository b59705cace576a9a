import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { TransactionalOutbox } from '../../../mail/adapters/persistence/transactional-outbox.js';
import type { OutgoingMail } from '../../../mail/domain/outgoing-mail.js';
import type { CareerApplication } from '../../domain/career-application.js';
import { CareerApplicationRepository } from '../../ports/career-application.repository.js';
import { CareerApplicationEntity } from './career-application.entity.js';

@Injectable()
export class TypeormCareerApplicationRepository extends CareerApplicationRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: TransactionalOutbox,
  ) {
    super();
  }

  save(application: CareerApplication, mails: OutgoingMail[]): Promise<void> {
    return this.outbox.insertWithMails(CareerApplicationEntity, application as CareerApplicationEntity, mails);
  }

  list(since?: Date): Promise<CareerApplication[]> {
    return this.outbox.createdSince(CareerApplicationEntity, since);
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
