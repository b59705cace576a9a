import { Injectable } from '@nestjs/common';
import { DataSource, MoreThanOrEqual, type EntityManager, type EntityTarget, type FindOptionsWhere, type ObjectLiteral } from 'typeorm';
import { AppConfig } from '../../../../config/app-config.js';
import { messageIdDomain } from '../../domain/message-domain.js';
import type { OutgoingMail } from '../../domain/outgoing-mail.js';
import { MailSealer } from './mail-sealer.js';
import { insertSql } from './insert-sql.js';
import { MailOutboxEntity } from './mail-outbox.entity.js';
import { enqueueMails, outboxRows } from './outbox-rows.js';
import { GroupCommit } from './group-commit.js';

/**
 * Up to 100 forms per statement (about 40 parameters each, far below PostgreSQL's 65,535); at most 4 statements at
 * once, so the pool's other 6 connections stay free for sessions, the portal and the mail worker.
 */
const GROUP_COMMIT = { maxBatch: 100, maxInFlight: 4 };

interface RowWithMails {
  row: ObjectLiteral;
  mails: OutgoingMail[];
}

/** Queues e-mails inside a transaction that `TransactionalOutbox.transaction` opened. */
export type EnqueueMails = (mails: OutgoingMail[]) => Promise<void>;

/**
 * For the persistence adapters of modules that send e-mail: a row and the e-mails it causes are committed in one
 * transaction, so a submission is never acknowledged without its mail, nor its mail queued without the row.
 */
@Injectable()
export class TransactionalOutbox {
  private readonly mailDomain: string;
  private readonly writers = new Map<EntityTarget<ObjectLiteral>, GroupCommit<RowWithMails>>();

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
   * builder. Rows of one table that arrive together share the statement (group commit, see GroupCommit). This is
   * the path of every public form; measured with `npm run bench` (docs/performance.md).
   */
  insertWithMails<T extends ObjectLiteral>(target: EntityTarget<T>, row: T, mails: OutgoingMail[]): Promise<void> {
    let writer = this.writers.get(target);
    if (!writer) {
      writer = new GroupCommit((items) => this.insertAll(target, items), GROUP_COMMIT);
      this.writers.set(target, writer);
    }
    return writer.add({ row, mails });
  }

  private async insertAll(target: EntityTarget<ObjectLiteral>, items: readonly RowWithMails[]): Promise<void> {
    const params: unknown[] = [];
    const insertRows = insertSql(this.dataSource, target, items.map((item) => item.row), params);
    const mails = items.flatMap((item) => item.mails);
    if (!mails.length) {
      await this.dataSource.query(insertRows, params);
      return;
    }
    const insertMails = insertSql(this.dataSource, MailOutboxEntity, outboxRows(mails, this.mailDomain, this.sealer), params);
    // A data-modifying WITH always runs to completion, whether or not the main statement reads it.
    await this.dataSource.query(`WITH saved AS (${insertRows}) ${insertMails}`, params);
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
