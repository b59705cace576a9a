import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { APPLICANT, apply, pdfBytes, PNG, sha256, uploads } from './support/careers-form.js';
import { runCli } from './support/server-process.js';
import { APP_ORIGIN, freshClientIp, useAppWithSmtp } from './support/test-app.js';

describe('Careers (POST /api/careers)', () => {
  const env = useAppWithSmtp();
  const rows = () => env.app.dataSource.query('SELECT * FROM career_application ORDER BY created_at');

  beforeEach(() => {
    env.smtp.messages.length = 0;
  });

  it('stores the PDF byte for byte under a random name and e-mails the team and the applicant', async () => {
    const pdf = pdfBytes(3000);
    const res = await apply(env.app, APPLICANT, { bytes: pdf, name: 'Ada CV.pdf' }).expect(201);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);

    const [row] = await env.app.dataSource.query('SELECT * FROM career_application WHERE id = $1', [res.body.id]);
    expect(row).toMatchObject({ full_name: 'Ada Lovelace', email: 'ada@example.com', roles: ['mentor', 'contributor'], resume_name: 'Ada CV.pdf', resume_bytes: 3000, resume_sha256: sha256(pdf) });
    expect(row.resume_key).toMatch(/^[0-9a-f]{32}$/);
    expect(uploads(env.app)).toEqual([`${row.resume_key}.pdf`]);
    const stored = readFileSync(join(env.app.dataDir, 'uploads', `${row.resume_key}.pdf`));
    expect(stored.equals(pdf)).toBe(true);

    await env.smtp.waitFor(2);
    const [team] = env.smtp.to('team@example.test');
    expect(team.subject).toBe('New application: Ada Lovelace (Project Mentor, Product Contributor)');
    expect(team.text).toContain('Roles: Project Mentor, Product Contributor');
    expect(team.text).toContain('Résumé: Ada CV.pdf, 2.9 KB (PDF)');
    expect(team.attachments).toEqual([]);
    expect(team.replyTo?.text).toContain('ada@example.com');
    const [applicant] = env.smtp.to('ada@example.com');
    expect(applicant.text).toContain('Thank you for using the careers form on the Averra AI website.');
    expect(applicant.text).not.toContain('Ada');
    expect(applicant.attachments).toEqual([]);
  });

  it('refuses a PNG renamed .pdf with 415, and stores nothing', async () => {
    const before = uploads(env.app);
    const res = await apply(env.app, APPLICANT, { bytes: PNG, name: 'photo.pdf', type: 'application/pdf' }).expect(415);
    expect(res.body).toEqual({ statusCode: 415, code: 'unsupported_media_type', message: expect.stringContaining('must be a PDF') });
    expect(uploads(env.app)).toEqual(before);
  });

  it('lists every missing field, the résumé included', async () => {
    // An empty honeypot is the one field a browser always sends.
    const res = await apply(env.app, { website: '' }).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: 'validation_failed' });
    expect(res.body.errors).toEqual([
      { field: 'fullName', message: 'Please enter your full name.' },
      { field: 'email', message: 'Please enter your e-mail address.' },
      { field: 'roles', message: 'Choose at least one role you would like to apply for.' },
      { field: 'resume', message: 'Attach your résumé as a PDF file.' },
    ]);
  });

  it.each([
    ['roles', { ...APPLICANT, roles: ['mentor', 'astronaut'] }, 'Choose a role from the list.'],
    ['email', { ...APPLICANT, email: 'not-an-address' }, 'Please enter a valid e-mail address, like name@example.com.'],
    ['fullName', { ...APPLICANT, fullName: 'x'.repeat(121) }, 'Full name must be at most 120 characters.'],
  ])('rejects a bad %s with a field error', async (field, fields, message) => {
    const before = uploads(env.app);
    const res = await apply(env.app, fields, { bytes: pdfBytes() }).expect(400);
    expect(res.body.errors).toEqual([{ field, message }]);
    expect(uploads(env.app)).toEqual(before);
  });

  it('accepts a single role sent as one field', async () => {
    const res = await apply(env.app, { ...APPLICANT, roles: ['tutor'] }, { bytes: pdfBytes() }).expect(201);
    const [row] = await env.app.dataSource.query('SELECT roles FROM career_application WHERE id = $1', [res.body.id]);
    expect(row.roles).toEqual(['tutor']);
  });

  it('keeps a hostile file name harmless: random name inside uploads, original name sanitised', async () => {
    const res = await apply(env.app, APPLICANT, { bytes: pdfBytes(), name: '../../etc/passwd.pdf' }).expect(201);
    const [row] = await env.app.dataSource.query('SELECT * FROM career_application WHERE id = $1', [res.body.id]);
    expect(row.resume_name).toBe('passwd.pdf');
    expect(existsSync(join(env.app.dataDir, 'uploads', `${row.resume_key}.pdf`))).toBe(true);
    expect(existsSync(join(env.app.dataDir, 'etc'))).toBe(false);
    expect(uploads(env.app).every((name) => /^[0-9a-f]{32}\.pdf$/.test(name))).toBe(true);
  });

  it('takes exactly one file, in the resume field', async () => {
    const two = apply(env.app, APPLICANT, { bytes: pdfBytes() }).attach('resume', pdfBytes(), 'second.pdf');
    expect((await two.expect(400)).body.errors).toEqual([{ field: 'resume', message: expect.stringContaining('exactly one file') }]);
    const elsewhere = apply(env.app, APPLICANT).attach('photo', PNG, 'me.png');
    expect((await elsewhere.expect(400)).body.code).toBe('validation_failed');
  });

  it('answers a filled honeypot with 201 and stores and sends nothing', async () => {
    const before = { files: uploads(env.app), rows: (await rows()).length, mails: await env.app.count('mail_outbox') };
    await apply(env.app, { ...APPLICANT, website: 'http://spam.example' }, { bytes: pdfBytes() }).expect(201);
    expect(uploads(env.app)).toEqual(before.files);
    expect((await rows()).length).toBe(before.rows);
    expect(await env.app.count('mail_outbox')).toBe(before.mails);
  });

  it('refuses cross-site posts and bodies that are not multipart/form-data', async () => {
    const crossSite = apply(env.app, APPLICANT, { bytes: pdfBytes() }).set('Origin', 'https://evil.example');
    expect((await crossSite.expect(403)).body.code).toBe('cross_site_request');
    const json = await request(env.app.http).post('/api/careers').set('X-Forwarded-For', freshClientIp()).set('Origin', APP_ORIGIN).send(APPLICANT).expect(415);
    expect(json.body).toMatchObject({ statusCode: 415, code: 'unsupported_media_type' });
    const empty = await request(env.app.http).post('/api/careers').set('X-Forwarded-For', freshClientIp()).set('Origin', APP_ORIGIN).expect(415);
    expect(empty.body.code).toBe('unsupported_media_type');
  });

  it('limits each address to 5 applications a minute', async () => {
    const ip = freshClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await apply(env.app, { website: '' }).set('X-Forwarded-For', ip)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  describe('CLI', () => {
    const cliEnv = () => ({ DATA_DIR: env.app.dataDir, DATABASE_URL: process.env.DATABASE_URL });
    let id: string;
    const pdf = pdfBytes(1500);

    beforeAll(async () => {
      id = (await apply(env.app, { fullName: 'Grace Hopper', email: 'grace@example.com', roles: ['instructor'] }, { bytes: pdf, name: 'grace.pdf' })).body.id;
    });

    it('exports applications with their roles as CSV and JSON', async () => {
      const csv = await runCli(['submissions', 'export', '--type', 'careers'], cliEnv());
      expect(csv.stderr).toBe('');
      expect(csv.status).toBe(0);
      const lines = csv.stdout.trim().split('\n');
      expect(lines[0]).toBe('id,createdAt,fullName,email,roles,resumeName,resumeBytes,resumeSha256');
      expect(lines.find((l) => l.startsWith(id))).toContain(`Grace Hopper,grace@example.com,instructor,grace.pdf,1500,${sha256(pdf)}`);
      expect(lines.find((l) => l.startsWith(id))).not.toContain('resumeKey');

      const json = await runCli(['submissions', 'export', '--type', 'careers', '--format', 'json'], cliEnv());
      const exported = JSON.parse(json.stdout) as Record<string, unknown>[];
      expect(exported.find((a) => a.id === id)).toEqual(expect.objectContaining({ roles: ['instructor'], resumeBytes: 1500, resumeName: 'grace.pdf' }));
      expect(exported[0]).not.toHaveProperty('resumeKey');
    });

    it.each([
      ['careers', /^id\s+createdAt\s+fullName\s+email\s+roles\s+resumeName\s+resumeBytes/, 'Grace Hopper'],
      ['contact', /^No contact submissions\.$/m, ''],
      ['booking', /^No booking submissions\.$/m, ''],
    ])('lists %s submissions as a table', async (type, header, content) => {
      const result = await runCli(['submissions', 'list', '--type', type, '--since', '2020-01-01'], cliEnv());
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(header);
      expect(result.stdout).toContain(content);
    });

    it('saves a résumé to a file, byte for byte', async () => {
      const out = join(mkdtempSync(join(tmpdir(), 'cli-out-')), 'grace.pdf');
      const result = await runCli(['careers', 'resume', id, '--out', out], cliEnv());
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      expect(readFileSync(out).equals(pdf)).toBe(true);
    });

    it('explains an unknown id or an unwritable path and exits non-zero', async () => {
      const unknown = await runCli(['careers', 'resume', '00000000-0000-0000-0000-000000000000', '--out', join(tmpdir(), 'x.pdf')], cliEnv());
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toBe('Error: There is no application with id 00000000-0000-0000-0000-000000000000.\n');
      const unwritable = await runCli(['careers', 'resume', id, '--out', '/nonexistent-folder/cv.pdf'], cliEnv());
      expect(unwritable.status).toBe(2);
      expect(unwritable.stderr).toContain('Cannot write /nonexistent-folder/cv.pdf: the folder does not exist');
      const noOut = await runCli(['careers', 'resume', id], cliEnv());
      expect(noOut.status).toBe(2);
      expect(noOut.stderr).toContain('--out');
    });
  });
});
