import { ConfigError, loadEnv } from './load-config.js';

describe('loadEnv', () => {
  it('uses the documented defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', APP_ORIGIN: 'http://localhost:3000', DATA_DIR: './data', UPLOAD_MAX_BYTES: 5 * 1024 * 1024, TRUST_PROXY: 0 });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('converts numbers and flags', () => {
    expect(loadEnv({ PORT: '8080', TRUST_PROXY: '1', RUN_WORKERS: 'false' })).toMatchObject({ PORT: 8080, TRUST_PROXY: 1, RUN_WORKERS: false });
  });

  it('names every bad variable in one error', () => {
    let error: ConfigError | undefined;
    try {
      loadEnv({ PORT: 'http', DATABASE_URL: 'mysql://x', TEAM_EMAIL: 'team', SMTP_URL: 'mail.example.com' });
    } catch (e) {
      error = e as ConfigError;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect(error!.problems.map((p) => p.split(':')[0]).sort()).toEqual(['DATABASE_URL', 'PORT', 'SMTP_URL', 'TEAM_EMAIL']);
  });

  it('requires secrets, SMTP and PostgreSQL in production', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: is required[\s\S]*OTP_PEPPER[\s\S]*SMTP_URL[\s\S]*DATABASE_URL/);
  });

  it('refuses short secrets', () => {
    expect(() => loadEnv({ SESSION_SECRET: 'short' })).toThrow('SESSION_SECRET: SESSION_SECRET must be at least 32 characters');
  });

  it('takes a whole RATE_LIMIT_MULTIPLIER of at least 1, and a redis:// REDIS_URL', () => {
    expect(loadEnv({}).RATE_LIMIT_MULTIPLIER).toBe(1);
    expect(loadEnv({ RATE_LIMIT_MULTIPLIER: '1000', REDIS_URL: 'redis://cache:6379' })).toMatchObject({ RATE_LIMIT_MULTIPLIER: 1000 });
    for (const bad of ['0', '1.5', 'lots']) {
      expect(() => loadEnv({ RATE_LIMIT_MULTIPLIER: bad })).toThrow('RATE_LIMIT_MULTIPLIER must be a whole number of at least 1');
    }
    expect(() => loadEnv({ REDIS_URL: 'cache:6379' })).toThrow('REDIS_URL must be a redis:// URL');
  });

  describe('production-only rules (issue 14, point 12)', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      OTP_PEPPER: 'p'.repeat(32),
      SMTP_URL: 'smtp://mail.example.com:587',
      DATABASE_URL: 'postgres://app@db/app',
    };

    it('accepts an https OPENAI_BASE_URL, or plain http only to this machine', () => {
      for (const url of ['https://api.example.com/v1', 'http://localhost:11434/v1', 'http://127.0.0.1:8080/v1', 'http://[::1]:8080/v1']) {
        expect(() => loadEnv({ ...production, OPENAI_BASE_URL: url })).not.toThrow();
      }
      expect(() => loadEnv({ ...production, OPENAI_BASE_URL: 'http://llm.internal:8080/v1' })).toThrow('OPENAI_BASE_URL: must be https://');
      expect(() => loadEnv({ OPENAI_BASE_URL: 'http://llm.internal:8080/v1' })).not.toThrow();
    });

    it('refuses LEADS_SOURCE_ALLOW_PRIVATE in production', () => {
      expect(() => loadEnv({ ...production, LEADS_SOURCE_ALLOW_PRIVATE: 'true' })).toThrow('LEADS_SOURCE_ALLOW_PRIVATE: must be off');
      expect(loadEnv({ LEADS_SOURCE_ALLOW_PRIVATE: 'true' }).LEADS_SOURCE_ALLOW_PRIVATE).toBe(true);
      expect(loadEnv({}).LEADS_SOURCE_ALLOW_PRIVATE).toBe(false);
    });
  });
});
