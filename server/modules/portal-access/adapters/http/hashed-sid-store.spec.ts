import type { SessionData } from 'express-session';
import type { Pool } from 'pg';
import { HashedSidStore } from './hashed-sid-store.js';

/** A pool that records each statement and its parameters, and answers with no rows. */
function recordingPool() {
  const statements: { sql: string; params: unknown[] }[] = [];
  const pool = {
    query: async (sql: string, params: unknown[]) => {
      statements.push({ sql, params });
      return { rows: [] };
    },
  } as unknown as Pool;
  return { statements, pool };
}

const session = { cookie: { expires: new Date(Date.now() + 60_000), originalMaxAge: 60_000 } } as unknown as SessionData;

const callbackOf = (run: (done: (error?: unknown) => void) => void) => new Promise<void>((resolve, reject) => run((error) => (error ? reject(error as Error) : resolve())));

describe('HashedSidStore', () => {
  let store: HashedSidStore;
  afterEach(() => store.close());

  it('keys the row by a SHA-256 of the session id, never the id itself', async () => {
    const { statements, pool } = recordingPool();
    store = new HashedSidStore(pool, 'buyer_session');
    await callbackOf((done) => store.set('the-cookie-value', session, done));
    expect(statements).toHaveLength(1);
    expect(statements[0].params).toContain(HashedSidStore.hash('the-cookie-value'));
    expect(JSON.stringify(statements[0].params)).not.toContain('"the-cookie-value"');
  });

  it('pushes a session expiry on at most once a minute, and again at once after the session was destroyed', async () => {
    const { statements, pool } = recordingPool();
    store = new HashedSidStore(pool, 'buyer_session');
    const touches = () => statements.filter((statement) => statement.sql.startsWith('UPDATE')).map((statement) => statement.params[1]);
    for (let click = 0; click < 3; click++) await callbackOf((done) => store.touch('a', session, done));
    await callbackOf((done) => store.touch('b', session, done));
    expect(touches()).toEqual([HashedSidStore.hash('a'), HashedSidStore.hash('b')]);
    await callbackOf((done) => store.destroy('a', done));
    await callbackOf((done) => store.touch('a', session, done));
    expect(touches()).toEqual([HashedSidStore.hash('a'), HashedSidStore.hash('b'), HashedSidStore.hash('a')]);
  });
});
