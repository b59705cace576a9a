import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * DATA_DIR holds the embedded database, e-mails with one-time codes, résumés and the local secrets: it and
 * everything in it belong to the owner only (folders 0700, files 0600). Made so on every start, because files
 * from an older version, a restored backup or a library that ignores the umask (PGlite's files were
 * world-writable) may be more open. Links are not followed.
 */
export function makeDataDirPrivate(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  tighten(dataDir);
}

function tighten(path: string): void {
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat || stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
    for (const name of readdirSync(path)) tighten(join(path, name));
  } else if (stat.isFile() || stat.isSocket()) {
    if ((stat.mode & 0o077) !== 0) chmodSync(path, stat.mode & 0o700);
  }
}
