import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { checkUsage, type CommandSpec } from './common/cli/command-manifest.js';

// The CLI never runs background workers; the server's workers pick up what it queues.
process.env.RUN_WORKERS = 'false';

/**
 * --help and wrong usage are answered from the build's manifest of commands, before anything else is loaded:
 * starting the application (and its database) took 5-8 s for a help text. Only a valid command goes on.
 */
function answerFromManifest(): void {
  const file = new URL('./cli-commands.json', import.meta.url);
  if (!existsSync(file)) return; // a build without the manifest: the application answers, slowly
  const specs = JSON.parse(readFileSync(file, 'utf8')) as CommandSpec[];
  const { outcome, stdout, stderr } = checkUsage(specs, process.argv.slice(2));
  if ('run' in outcome) return;
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  process.exit(outcome.exit);
}

async function main(): Promise<void> {
  answerFromManifest();
  const [{ CommandFactory }, { DomainError }, { UsageError }, { ConfigError }] = await Promise.all([
    import('nest-commander'),
    import('./common/errors/domain-error.js'),
    import('./common/cli/usage.js'),
    import('./config/load-config.js'),
  ]);

  const fail = (error: unknown): never => {
    const commander = error as { code?: string; exitCode?: number };
    // Commander has printed the help, or its own one-line message, already: help is a success, anything else usage.
    if (typeof commander?.code === 'string' && commander.code.startsWith('commander.')) {
      process.exit(['commander.helpDisplayed', 'commander.help', 'commander.version'].includes(commander.code) ? 0 : 2);
    }
    const known = error instanceof UsageError || error instanceof DomainError || error instanceof ConfigError;
    process.stderr.write(`Error: ${known ? (error as Error).message : ((error as Error)?.stack ?? String(error))}\n`);
    process.exit(error instanceof UsageError ? 2 : 1);
  };

  const { CliModule } = await import('./cli.module.js');
  const app = await CommandFactory.createWithoutRunning(CliModule, {
    logger: ['error'],
    errorHandler: fail,
    serviceErrorHandler: fail,
    cliName: 'npm run cli --',
  }).catch(fail);
  try {
    await CommandFactory.runApplication(app);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Error: ${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
