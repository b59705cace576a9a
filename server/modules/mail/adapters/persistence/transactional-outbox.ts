import { Injectable } from '@nestjs/common';
import { DataSource, MoreThanOrEqual, type EntityManager, type EntityTarget, type FindOptionsWhere, type ObjectLiteral } from 'typeorm';
import { AppConfig } from '../../../../config/app-config.js';
import { messageIdDomain } from '../../domain/message-domain.js';
import type { OutgoingMail } from '../../domain/outgoing-mail.js';
import { MailSealer } from './mail-sealer.js';
import { insertSql } from './insert-sql.js';
import { MailOutboxEntity } from './mail-outbox.entity.js';
import { enqueueMails, outboxRows } from './outbox-rows.js';

/** Queues e-mails inside a transaction that `TransactionalOutbox.transaction` opened. */
export type EnqueueMails = (mails: OutgoingMail[]) => Promise<void>;

/**
 * For the persistence adapters of modules that send e-mail: a row and the e-mails it causes are committed in one
 * transaction, so a submission is never acknowledged without its mail, nor its mail queued without the row.
 */
@Injectable()
export class TransactionalOutbox {
  private readonly mailDomain: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sealer: MailSealer,
    config: AppConfig,
  ) {
    this.mailDomain = messageIdDomain(config.env.MAIL_FROM);
  }

  /**
   * Inserts `row` and queues its e-mails in ONE statement (`WITH saved AS (INSERT …) INSERT INTO mail_outbox …`):
   * atomic like a transaction, but one round trip instead of four (BEGIN, two INSERTs, COMMIT) and no query
   * builder. This is the path of every public form; measured with `npm run bench` (docs/performance.md).
   */
  async insertWithMails<T extends ObjectLiteral>(target: EntityTarget<T>, row: T, mails: OutgoingMail[]): Promise<void> {
    const params: unknown[] = [];
    const insertRow = insertSql(this.dataSource, target, [row], params);
    if (!mails.length) {
      await this.dataSource.query(insertRow, params);
      return;
    }
    const insertMails = insertSql(this.dataSource, MailOutboxEntity, outboxRows(mails, this.mailDomain, this.sealer), params);
    // A data-modifying WITH always runs to completion, whether or not the main statement reads it.
    await this.dataSource.query(`WITH saved AS (${insertRow}) ${insertMails}`, params);
  }

  /** Runs `work` in one transaction; the e-mails it queues commit with its writes, or not at all. */
  transaction<T>(work: (manager: EntityManager, enqueue: EnqueueMails) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) =>
      work(manager, (mails) => enqueueMails(manager, mails, this.mailDomain, this.sealer)),
    );
  }

  /** Rows with a `createdAt` on or after `since` (all rows without it), oldest first: what the admin exports list. */
  createdSince<T extends ObjectLiteral & { createdAt: Date }>(target: EntityTarget<T>, since?: Date): Promise<T[]> {
    const where = (since ? { createdAt: MoreThanOrEqual(since) } : {}) as FindOptionsWhere<T>;
    return this.dataSource.getRepository(target).find({ where, order: { createdAt: 'ASC' } as never });
  }
}
