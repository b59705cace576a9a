import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig } from './app-config.js';
import { loadEnv } from './load-config.js';

const fresh = () => mkdtempSync(join(tmpdir(), 'config-'));

describe('AppConfig', () => {
  it('generates the local secrets once, owner-only, and reads the same ones back', () => {
    const dir = fresh();
    const first = new AppConfig(loadEnv({ DATA_DIR: dir }));
    const second = new AppConfig(loadEnv({ DATA_DIR: dir }));
    expect(first.otpPepper.length).toBeGreaterThanOrEqual(32);
    expect([second.otpPepper, second.sessionSecret]).toEqual([first.otpPepper, first.sessionSecret]);
    expect(statSync(join(dir, '.otp-pepper')).mode & 0o777).toBe(0o600);
  });

  it.each([
    ['empty', ''],
    ['short', 'abc123'],
    ['blank', '   \n'],
  ])('refuses an %s secret file with the rule the environment variable has', (_name, content) => {
    const dir = fresh();
    writeFileSync(join(dir, '.otp-pepper'), content);
    expect(() => new AppConfig(loadEnv({ DATA_DIR: dir }))).toThrow(/OTP_PEPPER: the file .*\.otp-pepper holds \d+ characters, fewer than 32/);
  });

  it('serves the API docs outside production unless API_DOCS is off, and in production only when API_DOCS is on', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), OTP_PEPPER: 'p'.repeat(32), SMTP_URL: 'smtp://m:25', DATABASE_URL: 'postgres://d/d' };
    expect(new AppConfig(loadEnv({ DATA_DIR: fresh() })).apiDocs).toBe(true);
    expect(new AppConfig(loadEnv({ DATA_DIR: fresh(), API_DOCS: 'false' })).apiDocs).toBe(false);
    expect(new AppConfig(loadEnv({ ...production, DATA_DIR: fresh() })).apiDocs).toBe(false);
    expect(new AppConfig(loadEnv({ ...production, DATA_DIR: fresh(), API_DOCS: 'true' })).apiDocs).toBe(true);
  });
});
