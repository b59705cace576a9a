import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { describeCommand, isRootCommand } from './common/cli/command-manifest.js';

/**
 * Build step (end of `npm run build:server`): writes dist/server/cli-commands.json from the commands the CLI
 * module registers, so cli.ts answers --help and usage mistakes without starting the application.
 */
type ModuleLike = { module?: unknown; imports?: unknown[]; providers?: unknown[] } | (abstract new (...args: never[]) => unknown);

function collect(mod: ModuleLike, seen: Set<unknown>, found: Set<object>): void {
  if (!mod || seen.has(mod)) return;
  seen.add(mod);
  const type = typeof mod === 'function' ? mod : (mod.module as ModuleLike);
  const dynamic = typeof mod === 'function' ? {} : mod;
  const imports = [...((type && Reflect.getMetadata('imports', type)) ?? []), ...(dynamic.imports ?? [])];
  const providers = [...((type && Reflect.getMetadata('providers', type)) ?? []), ...(dynamic.providers ?? [])];
  for (const provider of providers) if (isRootCommand(provider)) found.add(provider);
  for (const imported of imports) collect(imported as ModuleLike, seen, found);
}

const { CliModule } = await import('./cli.module.js');
const roots = new Set<object>();
collect(CliModule, new Set(), roots);
const manifest = [...roots].map(describeCommand).sort((a, b) => a.name.localeCompare(b.name));
writeFileSync(new URL('./cli-commands.json', import.meta.url), `${JSON.stringify(manifest, null, 1)}\n`);
process.stdout.write(`cli-manifest: ${manifest.length} commands written to dist/server/cli-commands.json\n`);
process.exit(0);
