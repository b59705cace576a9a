// The production build as a child process, started the way test/e2e/support/server-process.ts does it, so the
// bench measures what `npm start` runs (and the server gets its own core, apart from autocannon's).
// BENCH_DIST=<folder> runs another build of the server instead of dist/, to compare a change against the same baselines.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const ROOT = join(import.meta.dirname, '../..');
const DIST = resolve(ROOT, process.env.BENCH_DIST ?? 'dist');
const SERVER = join(DIST, 'server/main.js');
const CLI = join(DIST, 'server/cli.js');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `npm run build` deletes dist for a few seconds: wait for it rather than fail. */
async function builtFile(file, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`${file} is missing: run \`npm run build\` first (npm run bench does).`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return file;
}

function childEnv(env) {
  return { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'warn', ...env };
}

/** Starts the server and waits for /api/ready; `nodeArgs` are for profiling (--cpu-prof). */
export async function startServer(env, { nodeArgs = [], timeoutMs = 60_000 } = {}) {
  const url = `http://127.0.0.1:${env.PORT}`;
  let output = '';
  const child = spawn(process.execPath, [...nodeArgs, await builtFile(SERVER)], {
    cwd: ROOT,
    env: childEnv({ HOST: '127.0.0.1', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid,
    output: () => output,
    /** SIGTERM (graceful, and --cpu-prof writes its profile then), SIGKILL after 10 s. */
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Runs an admin CLI command with the server's environment; throws with its output when it fails. */
export async function runCli(args, env) {
  const child = spawn(process.execPath, [await builtFile(CLI), ...args], { cwd: ROOT, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  // 'close', not 'exit': the last of the output may still be in the pipe when the process exits.
  const status = await new Promise((resolve) => child.once('close', resolve));
  if (status !== 0) throw new Error(`cli ${args.slice(0, 2).join(' ')} exited with ${status}:\n${stdout}${stderr}`);
  return stdout;
}
