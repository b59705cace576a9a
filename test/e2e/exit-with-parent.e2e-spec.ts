import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const WATCHDOG = join(import.meta.dirname, 'support/exit-with-parent.cjs');
/** A script that runs until killed, like a server. */
const IDLE = join(import.meta.dirname, 'support/run-until-killed.cjs');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Starts a stand-in for a Jest worker that starts a long-running child the way ServerProcess does; resolves both pids. */
function workerWithChild(preload: string[]): Promise<{ worker: number; child: number }> {
  const script = `
    const { spawn } = require('node:child_process');
    const child = spawn(process.execPath, [...${JSON.stringify(preload)}, ${JSON.stringify(IDLE)}], { stdio: 'ignore', env: { ...process.env, TEST_PARENT_PID: String(process.pid) } });
    console.log(child.pid);
    setInterval(() => {}, 1000);`;
  const worker = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) => worker.stdout.once('data', (d) => resolve({ worker: worker.pid!, child: Number(String(d).trim()) })));
}

describe('servers started by tests', () => {
  it('end themselves when the test process that started them is killed', async () => {
    const { worker, child } = await workerWithChild(['--require', WATCHDOG]);
    expect(alive(child)).toBe(true);
    process.kill(worker, 'SIGKILL');
    const deadline = Date.now() + 5_000;
    while (alive(child) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(alive(child)).toBe(false);
  });

  it('stay (and would have to be found by hand) without the watchdog: the test above can fail', async () => {
    const { worker, child } = await workerWithChild([]);
    process.kill(worker, 'SIGKILL');
    try {
      await new Promise((r) => setTimeout(r, 2_000));
      expect(alive(child)).toBe(true);
    } finally {
      process.kill(child, 'SIGKILL');
    }
  });
});
