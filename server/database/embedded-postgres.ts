import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeDataDirPrivate } from '../config/private-files.js';

/** What the owner of an embedded data folder writes beside it (owner-only), so the CLI can find its socket. */
export interface EmbeddedLock {
  pid: number;
  /** The folder holding the Unix socket `.s.PGSQL.5432`; empty while starting. */
  socketDir: string;
}

const SOCKET_NAME = '.s.PGSQL.5432';
/** sun_path holds 108 bytes on Linux (104 on macOS): a deeper DATA_DIR puts the socket in a private temp folder. */
const MAX_SOCKET_PATH = 100;

/** The `pg` URL of a socket folder: the host is the folder, URL-encoded (libpq's convention, which `pg` follows). */
export function socketUrl(socketDir: string): string {
  return `postgres://postgres@${encodeURIComponent(socketDir)}/postgres`;
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
    return lock.pid !== process.pid && isAlive(lock.pid) && typeof lock.socketDir === 'string' ? lock : null;
  } catch {
    return null;
  }
}

/**
 * PostgreSQL 18 compiled to WebAssembly (PGlite), stored under DATA_DIR/pg and served on a Unix socket inside
 * DATA_DIR (owner-only, 0600, in a 0700 folder), so TypeORM and every other part talk to it with the ordinary `pg`
 * driver: one SQL dialect everywhere. PGlite's server checks no password, so it never listens on TCP, where any
 * local user could connect: only this user can reach the socket.
 * PGlite is single-user; the socket server multiplexes connections per transaction, and the app keeps
 * one pooled connection so its own transactions never interleave.
 */
export class EmbeddedPostgres {
  private db?: PGlite;
  private server?: PGLiteSocketServer;
  private lockFile: string;
  private socketDir?: string;

  constructor(private readonly dataDir: string) {
    this.lockFile = join(dataDir, 'pg.lock');
  }

  async start(): Promise<string> {
    mkdirSync(this.dataDir, { recursive: true, mode: 0o700 });
    const other = readLiveLock(this.dataDir);
    if (other) throw new DataDirInUseError(other, this.dataDir);
    // Claim first, so a second starter sees the lock even before we listen.
    writeFileSync(this.lockFile, JSON.stringify({ pid: process.pid, socketDir: '' }), { mode: 0o600 });
    // Whatever PGlite creates from now on is the owner's only; what an older version left is tightened now.
    process.umask(0o077);
    // btree_gin: the lead search's index holds the licence beside the words (LeadSearchByLicence1765400000000).
    this.db = await PGlite.create({ dataDir: join(this.dataDir, 'pg'), extensions: { btree_gin } });
    makeDataDirPrivate(join(this.dataDir, 'pg'));
    this.socketDir = join(this.dataDir, 'socket');
    if (join(this.socketDir, SOCKET_NAME).length > MAX_SOCKET_PATH) this.socketDir = mkdtempSync(join(tmpdir(), 'averra-pg-'));
    mkdirSync(this.socketDir, { recursive: true, mode: 0o700 });
    chmodSync(this.socketDir, 0o700);
    const socket = join(this.socketDir, SOCKET_NAME);
    rmSync(socket, { force: true }); // left by a process that was killed
    this.server = new PGLiteSocketServer({ db: this.db, path: socket, maxConnections: 4 });
    await this.server.start();
    chmodSync(socket, 0o600);
    writeFileSync(this.lockFile, JSON.stringify({ pid: process.pid, socketDir: this.socketDir }), { mode: 0o600 });
    return socketUrl(this.socketDir);
  }

  async stop(): Promise<void> {
    await this.server?.stop();
    await this.db?.close();
    this.server = undefined;
    this.db = undefined;
    if (this.socketDir) rmSync(join(this.socketDir, SOCKET_NAME), { force: true });
    if (this.socketDir?.startsWith(tmpdir())) rmSync(this.socketDir, { recursive: true, force: true });
    rmSync(this.lockFile, { force: true });
  }
}
