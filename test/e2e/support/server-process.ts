import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../../..');
const SERVER = join(ROOT, 'dist/server/main.js');
const CLI = join(ROOT, 'dist/server/cli.js');
/** Ends a server whose test process died without stopping it (see the file). */
const EXIT_WITH_PARENT = join(import.meta.dirname, 'exit-with-parent.cjs');

function requireBuild(file: string): string {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first (npm test does).`);
  return file;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The built server as a real child process, for tests that kill it or read its exit status. */
export class ServerProcess {
  private constructor(
    readonly child: ChildProcess,
    readonly url: string,
    readonly output: { text: string },
  ) {}

  /** Starts the server on env.PORT, or on a free port when none is given. */
  static async start(env: Record<string, string | undefined>, timeoutMs = 45_000): Promise<ServerProcess> {
    const port = env.PORT ? Number(env.PORT) : await freePort();
    const output = { text: '' };
    const child = spawn(process.execPath, ['--require', EXIT_WITH_PARENT, requireBuild(SERVER)], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // The server refuses form posts whose Origin is not APP_ORIGIN: by default, its own address.
        APP_ORIGIN: `http://127.0.0.1:${port}`,
        ...env,
        TEST_PARENT_PID: String(process.pid),
        PORT: String(port),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output.text += d));
    child.stderr!.on('data', (d) => (output.text += d));
    const url = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output.text}`);
      try {
        if ((await fetch(`${url}/api/ready`)).ok) return new ServerProcess(child, url, output);
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        child.kill('SIGKILL');
        throw new Error(`server did not become ready:\n${output.text}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  /** SIGTERM first (the server shuts down gracefully), SIGKILL if that takes longer than `graceMs`. */
  async stop(graceMs = 5_000): Promise<void> {
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    await this.kill('SIGTERM');
    clearTimeout(timer);
  }

  /** Sends a signal and waits for the exit and the end of its output; resolves to the exit code, or the signal that ended the process. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<number | NodeJS.Signals | null> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return this.child.exitCode ?? this.child.signalCode;
    // 'close', not 'exit': the server's last lines may still be in the pipe at 'exit', and tests read them after.
    const exited = new Promise<number | NodeJS.Signals | null>((resolve) => this.child.once('close', (code, sig) => resolve(code ?? sig)));
    this.child.kill(signal);
    return exited;
  }
}

/** Runs the built server and waits for it to exit (for start-up failures). */
export function runServerToExit(env: Record<string, string>): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [requireBuild(SERVER)], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '', ...env },
    encoding: 'utf8',
    // TypeORM retries a refused database 9 times, 3 s apart (about 30 s) before the server gives up: leave room.
    timeout: 55_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Runs an admin CLI command (asynchronously: the database it talks to may live in this very process). */
export async function runCli(
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [requireBuild(CLI), ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  // 'close', not 'exit': a process can exit before its last output is read from the pipe (seen under CI load: a
  // listing's whole stdout arrived after 'exit', and the test read an empty string).
  const status = await new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  clearTimeout(timer);
  return { status, stdout, stderr };
}
