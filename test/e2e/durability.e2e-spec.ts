import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { runCli, ServerProcess } from './support/server-process.js';
import { SmtpSink } from './support/smtp-sink.js';
import { APP_ORIGIN, freshClientIp, TestApp } from './support/test-app.js';
import { TestDatabase } from './support/test-database.js';

const booking = {
  name: 'Meera Iyer',
  email: 'meera@example.com',
  course: 'physics-tutoring',
  acceptedTerms: true,
};

describe('Durability', () => {
  it('keeps data across a restart of the app and its database', async () => {
    const first = await TestApp.start();
    const res = await request(first.http)
      .post('/api/book-class')
      .set('X-Forwarded-For', freshClientIp())
      .set('Origin', APP_ORIGIN)
      .send(booking)
      .expect(201);
    const database = await first.close({ keepData: true });

    const second = await TestApp.start({ dataDir: first.dataDir }, database);
    try {
      const rows = await second.dataSource.query('SELECT name FROM class_booking WHERE id = $1', [res.body.id]);
      expect(rows).toEqual([{ name: 'Meera Iyer' }]);
    } finally {
      await second.close();
    }
  });

  it('loses nothing when the server is killed with SIGKILL right after a 201', async () => {
    const smtp = await new SmtpSink().start();
    const database = await TestDatabase.create();
    const dataDir = mkdtempSync(join(tmpdir(), 'e2e-kill-'));
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, SMTP_URL: smtp.url, TEAM_EMAIL: 'team@example.test', MAIL_POLL_MS: '5000' };
    let server = await ServerProcess.start(env);
    try {
      const res = await fetch(`${server.url}/api/book-class`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url },
        body: JSON.stringify(booking),
      });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      await server.kill('SIGKILL');

      server = await ServerProcess.start({ ...env, MAIL_POLL_MS: '50' });
      const exported = await runCli(['submissions', 'export', '--type', 'booking', '--format', 'json'], env);
      expect(exported.status).toBe(0);
      expect(JSON.parse(exported.stdout)).toEqual([expect.objectContaining({ id, name: 'Meera Iyer', courseId: 'physics-tutoring' })]);

      await smtp.waitFor(2, 15_000);
      const ids = new Set(smtp.messages.filter((m) => m.text?.includes(id) || m.to).map((m) => m.messageId));
      expect(ids.size).toBe(2);
    } finally {
      await server.kill('SIGKILL');
      await smtp.stop();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
