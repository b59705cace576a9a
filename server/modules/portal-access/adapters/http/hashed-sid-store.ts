import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import connectPgSimple from 'connect-pg-simple';
import session, { type SessionData } from 'express-session';
import type { Pool } from 'pg';

const PgStore = connectPgSimple(session);

type GetCallback = (error: unknown, session?: SessionData | null) => void;
type Callback = (error?: unknown) => void;

/** How long a session's expiry in the store may lag behind its cookie's: at most one touch a minute a session. */
export const TOUCH_STEP_MS = 60_000;
/** Sessions whose last touch is remembered; past this, the least recently touched are forgotten (and simply touched again). */
const TOUCHES_REMEMBERED = 10_000;

/**
 * connect-pg-simple's store, keyed by a SHA-256 of the session id instead of the id itself: the cookie's value never
 * sits in the database, so a copy of the session table cannot be replayed as cookies. The id has 192 random bits,
 * so an unsalted hash is enough.
 */
export class HashedSidStore extends PgStore {
  /**
   * The sessions whose expiry this process pushed on in the last TOUCH_STEP_MS. With rolling cookies every request
   * touches the store, an UPDATE of the session's row per click that parallel calls queue on; a minute's lag on a
   * 30-minute expiry is harmless (the guard ends idle sessions by their last-seen time, not by this row).
   */
  private readonly touchedRecently = new LRUCache<string, true>({ max: TOUCHES_REMEMBERED, ttl: TOUCH_STEP_MS });

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
    const key = HashedSidStore.hash(sid);
    this.touchedRecently.delete(key);
    super.destroy(key, callback);
  }

  override touch(sid: string, data: SessionData, callback?: Callback): void {
    const key = HashedSidStore.hash(sid);
    if (this.touchedRecently.has(key)) {
      callback?.();
      return;
    }
    this.touchedRecently.set(key, true);
    super.touch(key, data, callback);
  }
}
