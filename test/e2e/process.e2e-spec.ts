import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServerProcess } from './support/server-process.js';
import { TestDatabase } from './support/test-database.js';

describe('The server process', () => {
  let database: TestDatabase;
  let dataDir: string;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await TestDatabase.create();
    dataDir = mkdtempSync(join(tmpdir(), 'e2e-process-'));
    server = await ServerProcess.start({ DATA_DIR: dataDir, DATABASE_URL: database.url, LOG_LEVEL: 'info' });
  });

  afterAll(async () => {
    await server?.kill('SIGKILL');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('logs each request as JSON with a request id, but never a form body', async () => {
    const marker = 'PRIVATE-MESSAGE-TEXT-7f3a';
    const res = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'req-log-test', Cookie: 'connect.sid=s%3Asecret' },
      body: JSON.stringify({ fullName: 'Log Test', email: 'log@example.com', subject: 'Logs', message: marker }),
    });
    expect(res.status).toBe(201);
    await new Promise((r) => setTimeout(r, 200));
    const line = server.output.text.split('\n').find((l) => l.includes('"req-log-test"'));
    expect(line).toBeDefined();
    expect(JSON.parse(line!)).toMatchObject({ req: { id: 'req-log-test', method: 'POST', url: '/api/contact' }, res: { statusCode: 201 } });
    expect(server.output.text).not.toContain(marker);
    expect(server.output.text).not.toContain('log@example.com');
    expect(server.output.text).not.toContain('s%3Asecret');
  });

  it('shuts down gracefully on SIGTERM: finishes, closes the database and releases the data folder', async () => {
    expect(existsSync(join(dataDir, 'pg.lock'))).toBe(!database.url);
    // Nest runs every shutdown hook, then ends the process with the signal it received.
    const ended = await server.kill('SIGTERM');
    expect(ended).toBe('SIGTERM');
    expect(existsSync(join(dataDir, 'pg.lock'))).toBe(false);
    expect(server.output.text).not.toMatch(/error/i);
  });
});
