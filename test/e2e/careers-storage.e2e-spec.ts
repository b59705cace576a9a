import { readFileSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { CareerApplicationRepository } from '../../server/modules/careers/ports/career-application.repository.js';
import { APPLICANT, apply, pdfBytes, uploads } from './support/careers-form.js';
import { TestApp } from './support/test-app.js';

describe('Careers: résumé storage stays consistent with the database', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start({ env: { UPLOAD_MAX_BYTES: '2048' } });
  });

  afterAll(async () => {
    await app?.close();
  });

  it('answers a file one byte over UPLOAD_MAX_BYTES with 413 and writes nothing', async () => {
    const res = await apply(app, APPLICANT, { bytes: pdfBytes(2049) }).expect(413);
    expect(res.body).toEqual({ statusCode: 413, code: 'payload_too_large', message: 'Your résumé must be 2 KB or smaller. Try exporting it without large images.' });
    expect(uploads(app)).toEqual([]);
    expect(await app.count('career_application')).toBe(0);
    await apply(app, APPLICANT, { bytes: pdfBytes(2048) }).expect(201);
  });

  it('removes the file when the database write fails, and queues no e-mail', async () => {
    const before = { files: uploads(app), rows: await app.count('career_application'), mails: await app.count('mail_outbox') };
    const repository = app.app.get(CareerApplicationRepository);
    jest.spyOn(repository, 'save').mockRejectedValueOnce(new Error('injected crash between the file and the row'));

    const res = await apply(app, APPLICANT, { bytes: pdfBytes(1000) }).expect(500);

    expect(res.body.code).toBe('internal_error');
    expect(uploads(app)).toEqual(before.files);
    expect(await app.count('career_application')).toBe(before.rows);
    expect(await app.count('mail_outbox')).toBe(before.mails);
  });

  it('at start, finishes an interrupted rename and sweeps files without a row', async () => {
    const pdf = pdfBytes(1234);
    const { id } = (await apply(app, APPLICANT, { bytes: pdf }).expect(201)).body as { id: string };
    const [{ resume_key: key }] = await app.dataSource.query('SELECT resume_key FROM career_application WHERE id = $1', [id]);
    const folder = join(app.dataDir, 'uploads');
    const kept = uploads(app);
    const database = await app.close({ keepData: true });

    // The process died after the row committed but before the rename; and earlier crashes left orphans behind.
    renameSync(join(folder, `${key}.pdf`), join(folder, `${key}.pdf.partial`));
    const stagedOrphan = join(folder, `${'a'.repeat(32)}.pdf.partial`);
    writeFileSync(stagedOrphan, '%PDF-never committed');
    utimesSync(stagedOrphan, new Date('2026-01-01'), new Date('2026-01-01'));
    writeFileSync(join(folder, `${'b'.repeat(32)}.pdf`), '%PDF-no row');
    writeFileSync(join(folder, 'README.txt'), 'not ours: left alone');

    app = await TestApp.start({ dataDir: app.dataDir, env: { UPLOAD_MAX_BYTES: '2048' } }, database);

    expect(uploads(app)).toEqual([...kept, 'README.txt'].sort());
    expect(readFileSync(join(folder, `${key}.pdf`)).equals(pdf)).toBe(true);
    rmSync(join(folder, 'README.txt'));
  });
});
