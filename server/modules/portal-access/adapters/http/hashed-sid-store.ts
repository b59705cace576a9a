import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session, { type SessionData } from 'express-session';
import type { Pool } from 'pg';

const PgStore = connectPgSimple(session);

type GetCallback = (error: unknown, session?: SessionData | null) => void;
type Callback = (error?: unknown) => void;

/**
 * connect-pg-simple's store, keyed by a SHA-256 of the session id instead of the id itself: the cookie's value never
 * sits in the database, so a copy of the session table cannot be replayed as cookies. The id has 192 random bits,
 * so an unsalted hash is enough.
 */
export class HashedSidStore extends PgStore {
  constructor(pool: Pool, tableName: string) {
    // Pruning runs from the expire index; every 15 minutes is plenty for a 30-minute idle timeout.
    const logger = new Logger('SessionStore');
    super({
      pool,
      tableName,
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
      errorLog: (...args: unknown[]) => logger.warn(args.map(String).join(' ')),
    });
  }

  static hash(sid: string): string {
    return createHash('sha256').update(sid).digest('hex');
  }

  override get(sid: string, callback: GetCallback): void {
    super.get(HashedSidStore.hash(sid), callback);
  }

  override set(sid: string, data: SessionData, callback?: Callback): void {
    super.set(HashedSidStore.hash(sid), data, callback);
  }

  override destroy(sid: string, callback?: Callback): void {
    super.destroy(HashedSidStore.hash(sid), callback);
  }

  override touch(sid: string, data: SessionData, callback?: Callback): void {
    super.touch(HashedSidStore.hash(sid), data, callback);
  }
}
