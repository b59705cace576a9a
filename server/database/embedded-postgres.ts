import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the owner of an embedded data folder writes beside it, so the CLI can find it. */
export interface EmbeddedLock {
  pid: number;
  host: string;
  port: number;
}

export class DataDirInUseError extends Error {
  constructor(readonly lock: EmbeddedLock, dataDir: string) {
    super(
      `The embedded database in ${dataDir} is in use by process ${lock.pid}. ` +
        'Stop that process, or set DATABASE_URL to use a PostgreSQL server.',
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readLiveLock(dataDir: string): EmbeddedLock | null {
  try {
    const lock = JSON.parse(readFileSync(join(dataDir, 'pg.lock'), 'utf8')) as EmbeddedLock;
    return lock.pid !== process.pid && isAlive(lock.pid) ? lock : null;
  } catch {
    return null;
  }
}

/**
 * PostgreSQL 18 compiled to WebAssembly (PGlite), stored under DATA_DIR/pg and exposed on a loopback port,
 * so TypeORM and every other part talk to it with the ordinary `pg` driver: one SQL dialect everywhere.
 * PGlite is single-user; the socket server multiplexes connections per transaction, and the app keeps
 * one pooled connection so its own transactions never interleave.
 */
export class EmbeddedPostgres {
  private db?: PGlite;
  private server?: PGLiteSocketServer;
  private lockFile: string;

  constructor(private readonly dataDir: string) {
    this.lockFile = join(dataDir, 'pg.lock');
  }

  async start(): Promise<string> {
    mkdirSync(this.dataDir, { recursive: true });
    const other = readLiveLock(this.dataDir);
    if (other) throw new DataDirInUseError(other, this.dataDir);
    // Claim first, so a second starter sees the lock even before we listen.
    writeFileSync(this.lockFile, JSON.stringify({ pid: process.pid, host: '127.0.0.1', port: 0 }));
    this.db = await PGlite.create({ dataDir: join(this.dataDir, 'pg') });
    this.server = new PGLiteSocketServer({ db: this.db, host: '127.0.0.1', port: 0, maxConnections: 4 });
    await this.server.start();
    const port = this.listeningPort();
    writeFileSync(this.lockFile, JSON.stringify({ pid: process.pid, host: '127.0.0.1', port }));
    return `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  async stop(): Promise<void> {
    await this.server?.stop();
    await this.db?.close();
    this.server = undefined;
    this.db = undefined;
    rmSync(this.lockFile, { force: true });
  }

  private listeningPort(): number {
    const address = (this.server as unknown as { server?: { address(): { port: number } } }).server?.address();
    if (!address) throw new Error('The embedded PostgreSQL socket did not start listening');
    return address.port;
  }
}
