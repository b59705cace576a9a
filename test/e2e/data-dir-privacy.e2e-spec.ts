import { mkdtempSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, runCli, ServerProcess } from './support/server-process.js';

/** Every path under `dir` (links not followed) with its permission bits. */
function modes(dir: string): { path: string; mode: number; type: string }[] {
  const found: { path: string; mode: number; type: string }[] = [];
  const walk = (path: string) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    found.push({ path, mode: stat.mode & 0o777, type: stat.isDirectory() ? 'dir' : stat.isSocket() ? 'socket' : 'file' });
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return found;
}

/** The TCP ports this process listens on, from /proc (IPv4 and IPv6). */
function listeningPorts(pid: number): number[] {
  const inodes = new Set(
    readdirSync(`/proc/${pid}/fd`)
      .map((fd) => {
        try {
          return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
        } catch {
          return undefined;
        }
      })
      .filter(Boolean),
  );
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[3] === '0A' && inodes.has(cols[9])) ports.push(parseInt(cols[1].split(':')[1], 16));
    }
  }
  return ports;
}

/**
 * Issue 14, point 10: on the embedded database, DATA_DIR and everything in it belong to the owner only, and the
 * database is a Unix socket there (PGlite checks no password, so it must not listen on TCP).
 */
describe('DATA_DIR privacy on the embedded database', () => {
  const embedded = !process.env.TEST_DATABASE_URL;
  (embedded ? it : it.skip)('keeps every file 0600 and folder 0700, listens only on the site port, and the CLI still attaches', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'e2e-private-'));
    const port = await freePort();
    // Empty means unset (loadEnv): the embedded database, and e-mails written to DATA_DIR/mail.
    const server = await ServerProcess.start({ DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', SMTP_URL: '', NODE_ENV: 'test' });
    try {
      // An e-mail written to DATA_DIR/mail (no SMTP_URL): a contact form's.
      const res = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ fullName: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' }),
      });
      expect(res.status).toBe(201);
      const deadline = Date.now() + 10_000;
      while (!modes(dataDir).some((m) => m.path.endsWith('.eml')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));

      const all = modes(dataDir);
      expect(all.filter((m) => m.path.endsWith('.eml')).length).toBeGreaterThan(0);
      expect(all.length).toBeGreaterThan(100); // the database's own files are among them
      const open = all.filter((m) => (m.mode & 0o077) !== 0).map((m) => `${m.path.slice(dataDir.length)} ${m.mode.toString(8)}`);
      expect(open).toEqual([]);
      const lock = JSON.parse(readFileSync(join(dataDir, 'pg.lock'), 'utf8'));
      expect(Object.keys(lock).sort()).toEqual(['pid', 'socketDir']);
      expect(all.find((m) => m.path === join(lock.socketDir, '.s.PGSQL.5432'))).toMatchObject({ type: 'socket', mode: 0o600 });
      expect(listeningPorts(server.child.pid!)).toEqual([port]);

      const listed = await runCli(['mail', 'outbox'], { DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(listed.status).toBe(0);
      expect(listed.stdout).toContain('contact.team');
    } finally {
      await server.stop();
    }
  }, 90_000);
});
