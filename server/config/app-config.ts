import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { EnvSchema } from './env.schema.js';
import { loadEnv } from './load-config.js';

/**
 * The validated configuration, injected wherever settings are needed (the class is its own DI token).
 * Outside production, missing secrets are generated once into DATA_DIR so restarts keep sessions valid.
 */
export class AppConfig {
  readonly dataDir: string;
  readonly sessionSecret: string;
  readonly otpPepper: string;

  constructor(readonly env: EnvSchema) {
    this.dataDir = resolve(env.DATA_DIR);
    mkdirSync(this.dataDir, { recursive: true });
    this.sessionSecret = env.SESSION_SECRET ?? this.localSecret('session-secret');
    this.otpPepper = env.OTP_PEPPER ?? this.localSecret('otp-pepper');
  }

  static fromEnvironment(source: NodeJS.ProcessEnv = process.env): AppConfig {
    return new AppConfig(loadEnv(source));
  }

  get isProduction(): boolean {
    return this.env.NODE_ENV === 'production';
  }

  dataPath(...parts: string[]): string {
    return join(this.dataDir, ...parts);
  }

  private localSecret(name: string): string {
    const file = this.dataPath(`.${name}`);
    try {
      return readFileSync(file, 'utf8').trim();
    } catch {
      const secret = randomBytes(32).toString('base64url');
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    }
  }
}
