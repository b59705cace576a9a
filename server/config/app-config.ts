import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { EnvSchema } from './env.schema.js';
import { ConfigError, loadEnv, SECRET_MIN_LENGTH } from './load-config.js';
import { makeDataDirPrivate } from './private-files.js';

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
    makeDataDirPrivate(this.dataDir);
    this.sessionSecret = env.SESSION_SECRET ?? this.localSecret('session-secret');
    this.otpPepper = env.OTP_PEPPER ?? this.localSecret('otp-pepper');
  }

  static fromEnvironment(source: NodeJS.ProcessEnv = process.env): AppConfig {
    return new AppConfig(loadEnv(source));
  }

  get isProduction(): boolean {
    return this.env.NODE_ENV === 'production';
  }

  /** Whether /api/docs is served: API_DOCS when set, else everywhere but production. */
  get apiDocs(): boolean {
    return this.env.API_DOCS ?? !this.isProduction;
  }

  dataPath(...parts: string[]): string {
    return join(this.dataDir, ...parts);
  }

  /**
   * A secret generated once into DATA_DIR. One read back from the file meets the same rule as one from the
   * environment: an empty or truncated file must not become a weak HMAC key.
   */
  private localSecret(name: string): string {
    const file = this.dataPath(`.${name}`);
    let secret: string;
    try {
      secret = readFileSync(file, 'utf8').trim();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      secret = randomBytes(32).toString('base64url');
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    }
    if (secret.length < SECRET_MIN_LENGTH) {
      const variable = name.toUpperCase().replace(/-/g, '_');
      throw new ConfigError([
        `${variable}: the file ${file} holds ${secret.length} characters, fewer than ${SECRET_MIN_LENGTH}; delete it to have a new one generated (existing sessions and codes then end), or set ${variable}`,
      ]);
    }
    return secret;
  }
}
