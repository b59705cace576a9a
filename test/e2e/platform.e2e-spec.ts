import request from 'supertest';
import { runCli, runServerToExit } from './support/server-process.js';
import { TestApp } from './support/test-app.js';

describe('Platform', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('reports liveness and readiness', async () => {
    await request(app.http).get('/api/health').expect(200, { status: 'ok' });
    const ready = await request(app.http).get('/api/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { database: true, migrations: true, draining: false } });
  });

  it('answers unknown API paths with JSON 404, never the site', async () => {
    const res = await request(app.http).get('/api/no-such-thing').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ statusCode: 404, code: 'not_found', message: 'There is no API endpoint GET /api/no-such-thing.' });
    await request(app.http).post('/api/no-such-thing').set('Content-Type', 'application/json').send('{}').expect(404);
  });

  it('sends the strict security headers', async () => {
    const res = await request(app.http).get('/api/health');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps a sane request id from the caller', async () => {
    const res = await request(app.http).get('/api/health').set('X-Request-Id', 'lb-1234');
    expect(res.headers['x-request-id']).toBe('lb-1234');
  });

  it('publishes the OpenAPI document with every endpoint', async () => {
    const res = await request(app.http).get('/api/docs/openapi.json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/contact', '/api/book-class', '/api/health', '/api/ready']));
    const viewer = await request(app.http).get('/api/docs').expect(200).expect('content-type', /html/);
    // The viewer alone may use inline styles; the site keeps the strict policy.
    expect(viewer.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    const site = await request(app.http).get('/api/health');
    expect(site.headers['content-security-policy']).toContain("style-src 'self';");
  });

  it('stops at start with one message naming every bad variable', () => {
    const { status, output } = runServerToExit({ NODE_ENV: 'production', PORT: 'eighty', TEAM_EMAIL: 'nobody', SESSION_SECRET: '', OTP_PEPPER: '', SMTP_URL: '', DATABASE_URL: '' });
    expect(status).toBe(1);
    for (const name of ['PORT', 'TEAM_EMAIL', 'SESSION_SECRET', 'OTP_PEPPER', 'SMTP_URL', 'DATABASE_URL']) expect(output).toContain(`${name}:`);
    expect(output).not.toMatch(/at .*\.js:\d+/);
  });

  it('stops at start with a clear message when the database cannot be migrated', () => {
    const { status, output } = runServerToExit({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', LOG_LEVEL: 'silent' });
    expect(status).toBe(1);
    expect(output).toMatch(/could not start|ECONNREFUSED|connect/i);
  });

  it('CLI: bad arguments print a clear message and exit non-zero', async () => {
    const result = await runCli(['submissions', 'export', '--type', 'invoices'], { DATA_DIR: app.dataDir });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--type must be one of: contact, booking');
  });

  it('CLI: exports submissions while the server holds the embedded database', async () => {
    const res = await request(app.http)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send({ fullName: 'Tom Lee', email: 'tom@example.com', subject: 'Hello', message: '=1+2 is a formula' });
    expect(res.status).toBe(201);
    const result = await runCli(['submissions', 'export', '--type', 'contact', '--format', 'csv'], {
      DATA_DIR: app.dataDir,
      DATABASE_URL: process.env.DATABASE_URL,
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const [header, row] = result.stdout.trim().split('\n');
    expect(header).toBe('id,createdAt,fullName,email,subject,message');
    expect(row).toContain(`${res.body.id},`);
    expect(row).toContain("Tom Lee,tom@example.com,Hello,'=1+2 is a formula");
  });

  it('CLI: mail outbox lists the queued e-mails with masked addresses', async () => {
    const result = await runCli(['mail', 'outbox'], { DATA_DIR: app.dataDir, DATABASE_URL: process.env.DATABASE_URL });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^id\s+created\s+kind\s+to\s+status\s+attempts\s+error/);
    expect(result.stdout).toContain('contact.confirmation');
    expect(result.stdout).toContain('t***@example.com');
    expect(result.stdout).not.toContain('tom@example.com');
  });
});
