import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { EnvSchema, REQUIRED_IN_PRODUCTION } from './env.schema.js';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

function describe(errors: ValidationError[]): string[] {
  return errors.map((e) => `${e.property}: ${Object.values(e.constraints ?? {})[0] ?? 'is not valid'}`);
}

/** https, or plain http to this machine only (a local model server): leads' conversations never cross a network in the clear. */
function isSecureOrLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'https:') return true;
  return protocol === 'http:' && /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i.test(hostname);
}

/** The rule a secret meets, wherever it comes from (the environment or a file in DATA_DIR). */
export const SECRET_MIN_LENGTH = 32;

/**
 * Reads and validates the environment once. Every bad variable is named in one error,
 * so an operator fixes them all in one go instead of one restart per mistake.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): EnvSchema {
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const env = plainToInstance(EnvSchema, raw, { exposeDefaultValues: true });
  const problems = describe(validateSync(env, { skipMissingProperties: false }));
  if (env.NODE_ENV === 'production') {
    for (const name of REQUIRED_IN_PRODUCTION) {
      if (!raw[name]) problems.push(`${name}: is required when NODE_ENV=production`);
    }
    if (env.OPENAI_BASE_URL && !isSecureOrLoopback(env.OPENAI_BASE_URL)) {
      problems.push('OPENAI_BASE_URL: must be https:// when NODE_ENV=production (plain http:// only to this machine, e.g. a local model)');
    }
    if (env.LEADS_SOURCE_ALLOW_PRIVATE) problems.push('LEADS_SOURCE_ALLOW_PRIVATE: must be off when NODE_ENV=production (it lets lead sources reach private addresses)');
  }
  if (problems.length) throw new ConfigError(problems);
  return env;
}
