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
/** How long a session's expiry in the store may lag behind its cookie's: at most one touch a minute a session. */
export const TOUCH_STEP_MS = 60_000;
/** Sessions whose last touch is remembered; past this, the oldest are forgotten (and simply touched again). */
const TOUCHES_REMEMBERED = 10_000;

export class HashedSidStore extends PgStore {
  /**
   * When this process last pushed each session's expiry on. With rolling cookies every request touches the store,
   * an UPDATE of the session's row per click that parallel calls queue on; a minute's lag on a 30-minute expiry is
   * harmless (the guard ends idle sessions by their last-seen time, not by this row).
   */
  private readonly touchedAt = new Map<string, number>();

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
    this.touchedAt.delete(key);
    super.destroy(key, callback);
  }

  override touch(sid: string, data: SessionData, callback?: Callback): void {
    const key = HashedSidStore.hash(sid);
    const now = Date.now();
    const last = this.touchedAt.get(key);
    if (last !== undefined && now - last < TOUCH_STEP_MS) {
      callback?.();
      return;
    }
    // Re-inserted so the Map's order is the order of last touches: the first key is the one to forget.
    this.touchedAt.delete(key);
    this.touchedAt.set(key, now);
    if (this.touchedAt.size > TOUCHES_REMEMBERED) this.touchedAt.delete(this.touchedAt.keys().next().value!);
    super.touch(key, data, callback);
  }
}
