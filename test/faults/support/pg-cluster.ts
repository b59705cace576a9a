import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { Client } from 'pg';
import { isPortFree } from './ports.js';

const CONFIG_ROOT = '/etc/postgresql';

function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${command} ${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`, { cause: error });
  }
}

/** As `run`, without blocking the event loop: the test's clients keep sending while the cluster stops or starts. */
async function runAsync(command: string, args: string[]): Promise<void> {
  try {
    await promisify(execFile)(command, args, { encoding: 'utf8', timeout: 60_000 });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${command} ${args.join(' ')} failed: ${e.message}\n${e.stdout ?? ''}${e.stderr ?? ''}`, { cause: error });
  }
}

/** The newest PostgreSQL that Debian's tools manage here (`ls /etc/postgresql`). */
function newestVersion(): string {
  const versions = existsSync(CONFIG_ROOT) ? readdirSync(CONFIG_ROOT).filter((v) => /^\d+$/.test(v)) : [];
  if (!versions.length) throw new Error(`No PostgreSQL under ${CONFIG_ROOT}: the fault tests need Debian's postgresql-common tools.`);
  return versions.sort((a, b) => Number(b) - Number(a))[0];
}

/**
 * A throw-away PostgreSQL cluster of the fault suite, made with Debian's tools, so that stopping it (the database
 * outage scenario) never touches the machine's main cluster on 5432, which other test runs use at the same time.
 * Runs as root, as CI does. `--skip-systemctl-redirect` keeps pg_ctlcluster from handing the cluster to systemd.
 */
export class PgCluster {
  private constructor(
    readonly version: string,
    readonly name: string,
    readonly port: number,
  ) {}

  /** Drops a cluster left over by an interrupted run, then creates and starts a fresh one. */
  static async create(name = 'faults', preferredPort = 5433): Promise<PgCluster> {
    const version = newestVersion();
    PgCluster.dropIfExists(version, name);
    let port = preferredPort;
    while (!(await isPortFree(port))) port++;
    // Trust on the loopback only: the cluster listens on localhost and lives for one test file.
    run('pg_createcluster', [version, name, '--port', String(port), '--', '--auth=trust']);
    const cluster = new PgCluster(version, name, port);
    await cluster.start();
    await cluster.waitUntilAccepting();
    return cluster;
  }

  static dropIfExists(version: string, name: string): void {
    if (!existsSync(`${CONFIG_ROOT}/${version}/${name}`)) return;
    try {
      run('pg_ctlcluster', ['--skip-systemctl-redirect', '-m', 'immediate', version, name, 'stop']);
    } catch {
      // not running
    }
    run('pg_dropcluster', [version, name]);
  }

  get adminUrl(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** A new, empty database on this cluster; returns its URL. */
  async createDatabase(prefix = 'faults'): Promise<string> {
    const name = `${prefix}_${randomBytes(5).toString('hex')}`;
    const admin = new Client({ connectionString: this.adminUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    return `postgres://postgres@127.0.0.1:${this.port}/${name}`;
  }

  /** Stops the cluster (fast mode: open connections are terminated, as in a real restart of the server). */
  stop(): Promise<void> {
    return runAsync('pg_ctlcluster', ['--skip-systemctl-redirect', '-m', 'fast', this.version, this.name, 'stop']);
  }

  start(): Promise<void> {
    return runAsync('pg_ctlcluster', ['--skip-systemctl-redirect', this.version, this.name, 'start']);
  }

  async waitUntilAccepting(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const client = new Client({ connectionString: this.adminUrl });
      try {
        await client.connect();
        await client.query('SELECT 1');
        return;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`PostgreSQL cluster ${this.name} does not accept connections: ${String(error)}`, { cause: error });
      } finally {
        await client.end().catch(() => undefined);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  drop(): void {
    PgCluster.dropIfExists(this.version, this.name);
  }
}

/** Runs a query on a database of the cluster with a connection of its own, closed afterwards. */
export async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Registers beforeAll/afterAll that create the throw-away cluster for one test file and drop it afterwards. */
export function useFaultCluster(): () => PgCluster {
  let cluster: PgCluster | undefined;
  beforeAll(async () => {
    cluster = await PgCluster.create();
  });
  afterAll(() => cluster?.drop());
  return () => cluster!;
}
