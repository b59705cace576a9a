import 'reflect-metadata';
import { CommandFactory } from 'nest-commander';
import { DomainError } from './common/errors/domain-error.js';
import { UsageError } from './common/cli/usage.js';
import { ConfigError } from './config/load-config.js';

// The CLI never runs background workers; the server's workers pick up what it queues.
process.env.RUN_WORKERS = 'false';

function fail(error: unknown): never {
  const commander = error as { code?: string; exitCode?: number };
  // Commander has already printed its own message (or the help) for these.
  if (typeof commander?.code === 'string' && commander.code.startsWith('commander.')) process.exit(commander.exitCode ?? 2);
  const known = error instanceof UsageError || error instanceof DomainError || error instanceof ConfigError;
  process.stderr.write(`Error: ${known ? (error as Error).message : ((error as Error)?.stack ?? String(error))}\n`);
  process.exit(error instanceof UsageError ? 2 : 1);
}

async function main(): Promise<void> {
  const { CliModule } = await import('./cli.module.js');
  const app = await CommandFactory.createWithoutRunning(CliModule, {
    logger: ['error'],
    errorHandler: fail,
    serviceErrorHandler: fail,
    cliName: 'npm run cli --',
  });
  try {
    await CommandFactory.runApplication(app);
  } finally {
    await app.close();
  }
}

main().catch(fail);
