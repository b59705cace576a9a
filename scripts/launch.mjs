// Runs the server or the CLI from the build, building first whatever is missing, so that
// `npm install && npm start` works on a fresh clone. Runs under the project's Node 24 (npm puts it on PATH).
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [entry, ...args] = process.argv.slice(2);
const entries = { server: 'dist/server/main.js', cli: 'dist/server/cli.js' };
if (!entries[entry]) {
  console.error(`usage: launch.mjs ${Object.keys(entries).join('|')} [args]`);
  process.exit(2);
}

function isProductionBuild(dist) {
  try {
    return existsSync(join(dist, 'index.html')) && JSON.parse(readFileSync(join(dist, 'build.json'), 'utf8')).production === true;
  } catch {
    return false;
  }
}

const quiet = entry === 'cli';
function build(script, what) {
  if (!quiet) console.log(`Building ${what} (first start only)...`);
  execSync(`npm run --silent ${script}`, { cwd: root, stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
}

if (!existsSync(join(root, entries[entry]))) build('build:server', 'the server');
// The site is built once; again when its build is missing, or is a development build (made before the build forced
// production), which the server refuses in production and which would be served in every mode.
if (entry === 'server' && !isProductionBuild(join(root, 'client/dist'))) build('build:client', 'the site');

process.argv = [process.argv[0], join(root, entries[entry]), ...args];
await import(join(root, entries[entry]));
