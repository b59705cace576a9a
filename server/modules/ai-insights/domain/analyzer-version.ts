import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** The analyzer's own code and models: a change to any of them changes what it says. */
const DOMAIN = new URL('./', import.meta.url);
/** Written by the build (see evaluation/write-analyzer-version.ts): compiled code has no TypeScript to hash. */
export const VERSION_FILE = 'analyzer-version.txt';
const ANALYZER_FILE = /\.(?:ts|json)$/;
const NOT_ANALYZER = /\.(?:spec|fakes)\.ts$|\.d\.ts$/;

let version: string | undefined;

/** A short digest of the TypeScript sources and models in a directory: the same before and after compiling. */
export function digestOfSources(directory: URL): string {
  const hash = createHash('sha256');
  const files = readdirSync(directory)
    .filter((file) => ANALYZER_FILE.test(file) && !NOT_ANALYZER.test(file))
    .sort();
  for (const file of files) hash.update(file).update('\0').update(readFileSync(new URL(file, directory))).update('\0');
  return `offline-${hash.digest('hex').slice(0, 12)}`;
}

/**
 * The offline analyzer's version: a digest of its code and models, stored beside every insight, so a lead scored by
 * an older analyzer is scored again after a deploy and one whose analyzer did not change never is. Computed, not
 * hand-kept: a version string bumped by hand is one a release forgets. The build writes it beside the compiled code;
 * run from the sources (tests, tools) it is computed there, so both give the same answer.
 */
export function offlineAnalyzerVersion(): string {
  version ??= existsSync(new URL(VERSION_FILE, DOMAIN)) ? readFileSync(new URL(VERSION_FILE, DOMAIN), 'utf8').trim() : digestOfSources(DOMAIN);
  return version;
}
