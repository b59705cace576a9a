import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runServerToExit } from './support/server-process.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 's'.repeat(40),
  OTP_PEPPER: 'p'.repeat(40),
  SMTP_URL: 'smtp://127.0.0.1:1',
  DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
  LOG_LEVEL: 'silent',
};

/**
 * Issue 14, point 2: the site is always a production build (`npm run build:client` sets NODE_ENV=production for
 * every step, whatever the shell says), the build says so in build.json, and a server in production refuses a
 * development build or one without build.json, with one line, before it touches anything else.
 */
describe('The client build', () => {
  it('is a production build: build.json says so, and no chunk holds React’s development JSX runtime', () => {
    const info = JSON.parse(readFileSync('client/dist/build.json', 'utf8'));
    expect(info).toEqual({ production: true, origin: expect.stringMatching(/^https?:\/\//) });
    const chunks = readdirSync('client/dist/assets').filter((file) => file.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.filter((file) => readFileSync(join('client/dist/assets', file), 'utf8').includes('jsxDEV'))).toEqual([]);
    expect(JSON.parse(readFileSync('package.json', 'utf8')).scripts['build:client'].match(/NODE_ENV=production/g)).toHaveLength(3);
  });

  it.each([
    ['a development build', { production: false, origin: 'http://localhost:3000' }, 'holds a development build of the site'],
    ['no build.json', null, 'has no build.json'],
  ])('in production, the server refuses %s with one clear line', (_name, info, message) => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    if (info) writeFileSync(join(dist, 'build.json'), JSON.stringify(info));
    const { status, output } = runServerToExit({ ...PRODUCTION, DATA_DIR: mkdtempSync(join(tmpdir(), 'data-')), CLIENT_DIST: dist });
    expect(status).toBe(1);
    expect(output).toContain(message);
    expect(output).toContain('npm run build:client');
    expect(output).not.toMatch(/at .*\.js:\d+/);
  });
});
