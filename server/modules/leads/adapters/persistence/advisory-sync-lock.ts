import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DatabaseServer } from '../../../../database/database-server.js';
import { SyncLock, type LockedRun } from '../../ports/sync-lock.js';

/** Any constant no other part of the app uses as an advisory lock key (migrations use 7_240_531). */
export const LEAD_SYNC_LOCK_KEY = 7_240_601;

/**
 * One sync at a time across instances: a session-level PostgreSQL advisory lock, taken with pg_try_advisory_lock on a
 * connection held for the whole run and released after, so a crashed instance frees it when its connection drops.
 *
 * The embedded database (PGlite) is single-user: every connection is the same session, so an advisory lock there
 * never refuses anyone, and holding its one pooled connection would starve the sync itself. Only one process owns an
 * embedded database, so there an in-process flag is the lock (the CLI attached to a running server may still sync
 * beside it; PGlite runs their transactions one after the other, and the second finds everything unchanged).
 */
@Injectable()
export class AdvisorySyncLock extends SyncLock {
  private runningHere = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly database: DatabaseServer,
  ) {
    super();
  }

  async runExclusive<T>(work: () => Promise<T>): Promise<LockedRun<T>> {
    if (this.database.isEmbedded) return this.runInProcess(work);
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [LEAD_SYNC_LOCK_KEY])) as { locked: boolean }[];
      if (!locked) return { ran: false };
      try {
        return { ran: true, value: await work() };
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [LEAD_SYNC_LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }

  private async runInProcess<T>(work: () => Promise<T>): Promise<LockedRun<T>> {
    if (this.runningHere) return { ran: false };
    this.runningHere = true;
    try {
      return { ran: true, value: await work() };
    } finally {
      this.runningHere = false;
    }
  }
}
