import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { jest } from '@jest/globals';
import { ServerProcess } from '../e2e/support/server-process.js';
import { productionEnv, waitFor } from './support/fault-app.js';
import { FaultySmtp } from './support/faulty-smtp.js';
import { FormStream } from './support/form-stream.js';
import { applyForJob, PDF, type Answer } from './support/http.js';
import { query, useFaultCluster } from './support/pg-cluster.js';

jest.setTimeout(180_000);

const STORAGE_MESSAGE = 'We could not store your résumé just now. Please try again in a few minutes.';

function expectStorageUnavailable(answer: Answer): void {
  expect({ status: answer.status, contentType: answer.contentType, retryAfter: answer.retryAfter, body: answer.body }).toEqual({
    status: 503,
    contentType: expect.stringMatching(/^application\/json/),
    retryAfter: '60',
    body: { statusCode: 503, code: 'service_unavailable', message: STORAGE_MESSAGE, retryAfter: 60 },
  });
}

/** Every file under `dir` with its size: what a failed upload must leave unchanged. */
function snapshot(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .map((path) => `${relative(dir, path)} ${statSync(path).isDirectory() ? 'dir' : statSync(path).size}`)
    .sort();
}

async function counts(databaseUrl: string) {
  const [row] = await query<{ applications: number; mails: number }>(
    databaseUrl,
    `SELECT (SELECT count(*)::int FROM career_application) AS applications,
            (SELECT count(*)::int FROM mail_outbox WHERE kind LIKE 'careers.%') AS mails`,
  );
  return row;
}

/**
 * The tests run as root, and permissions do not stop root from writing (chmod 000 changes nothing), nor can a
 * container mount a read-only folder without privileges. So the résumé folder is made unusable the way that stops
 * root too: a regular file takes its place, and every write into it fails (ENOTDIR), as does making it (EEXIST).
 */
function breakUploads(uploads: string): void {
  renameSync(uploads, `${uploads}.aside`);
  writeFileSync(uploads, 'not a folder');
}

function repairUploads(uploads: string): void {
  rmSync(uploads);
  renameSync(`${uploads}.aside`, uploads);
}

describe('Fault: the résumé folder is not writable', () => {
  const cluster = useFaultCluster();

  it('refuses applications with a clear 503 and leaves nothing half-written, while the rest of the site works', async () => {
    const smtp = await new FaultySmtp().start();
    const databaseUrl = await cluster().createDatabase();
    const env = productionEnv({ DATABASE_URL: databaseUrl, SMTP_URL: smtp.url });
    const uploads = join(env.DATA_DIR, 'uploads');
    let server = await ServerProcess.start(env);
    const stream = new FormStream(() => server.url, { clients: 2, pauseMs: 200 }).start();
    try {
      expect((await applyForJob(server.url)).status).toBe(201);

      breakUploads(uploads);
      const brokenAt = Date.now();
      const before = { files: snapshot(env.DATA_DIR), ...(await counts(databaseUrl)) };
      for (let i = 0; i < 3; i++) expectStorageUnavailable(await applyForJob(server.url));
      expect({ files: snapshot(env.DATA_DIR), ...(await counts(databaseUrl)) }).toEqual(before);
      expect(readFileSync(uploads, 'utf8')).toBe('not a folder');
      await waitFor('contact submissions acknowledged meanwhile', () => stream.created().filter((o) => o.startedAt > brokenAt).length >= 3, 20_000);

      // Fixed while running: applications are taken again, no restart needed.
      repairUploads(uploads);
      const fixed = await applyForJob(server.url);
      expect(fixed.status).toBe(201);
      const [row] = await query<{ resume_key: string; resume_sha256: string }>(databaseUrl, 'SELECT resume_key, resume_sha256 FROM career_application WHERE id = $1', [
        (fixed.body as { id: string }).id,
      ]);
      expect(createHash('sha256').update(readFileSync(join(uploads, `${row.resume_key}.pdf`))).digest('hex')).toBe(row.resume_sha256);
      expect(row.resume_sha256).toBe(createHash('sha256').update(PDF).digest('hex'));

      // Broken before the server starts: it starts all the same, and only applications are refused.
      await server.stop();
      breakUploads(uploads);
      server = await ServerProcess.start(env);
      const atStart = { files: snapshot(env.DATA_DIR), ...(await counts(databaseUrl)) };
      expectStorageUnavailable(await applyForJob(server.url));
      expect({ files: snapshot(env.DATA_DIR), ...(await counts(databaseUrl)) }).toEqual(atStart);
      const restartedAt = Date.now();
      await waitFor('contact submissions acknowledged after the restart', () => stream.created().filter((o) => o.startedAt > restartedAt).length >= 3, 20_000);

      // The contact form never failed; only the restart's gap went unanswered.
      const outcomes = await stream.stop();
      expect(outcomes.filter((o) => o.status !== 201 && o.status !== 0).map((o) => `${o.status} ${o.text}`)).toEqual([]);
    } finally {
      await stream.stop();
      await server.kill('SIGKILL');
      await smtp.stop();
      rmSync(env.DATA_DIR, { recursive: true, force: true });
    }
  });
});
