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
  }
  if (problems.length) throw new ConfigError(problems);
  return env;
}
