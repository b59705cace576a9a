import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError } from '../../config/load-config.js';

/** What the client build writes into client/dist/build.json (client/scripts/prerender.mjs). */
export interface BuildInfo {
  /** No chunk of the build uses React's development JSX runtime. */
  production: boolean;
  /** The origin the pages were prerendered with (canonical links, og:url, sitemap, robots.txt). */
  origin: string;
}

export function readBuildInfo(clientDist: string): BuildInfo | null {
  const file = join(resolve(clientDist), 'build.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildInfo;
  } catch {
    return null;
  }
}

/**
 * In production the site must be a production build: a development one (React's development runtime in every chunk,
 * 45 KB more script on the home page) would be served to every visitor. Stops the start with one clear line.
 */
export function requireProductionBuild(clientDist: string): void {
  const info = readBuildInfo(clientDist);
  if (info?.production) return;
  throw new ConfigError([
    info
      ? `CLIENT_DIST: ${clientDist} holds a development build of the site; run \`npm run build:client\` (it always builds for production)`
      : `CLIENT_DIST: ${clientDist} has no build.json (no build, or one made before it was written); run \`npm run build:client\``,
  ]);
}
