import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ServerResponse } from 'node:http';
import { ClientFiles } from './client-files.js';

/** Hashed build assets never change, so browsers keep them for a year; everything else is revalidated. */
function cacheHeaders(res: ServerResponse, path: string): void {
  const hashed = /[\\/]assets[\\/]/.test(path);
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the built client's files (scripts, styles, images, robots.txt, sitemap.xml) ahead of the routes.
 * HTML routes are not served from here: PagesController picks the prerendered page, the SPA shell or the
 * 404 page for them. (@nestjs/serve-static's SPA fallback would answer every unknown URL with the
 * prerendered home page and status 200, so the plain static middleware is used instead.)
 */
export function serveClientFiles(app: NestExpressApplication): void {
  app.useStaticAssets(app.get(ClientFiles).root, {
    index: false,
    redirect: false,
    fallthrough: true,
    setHeaders: cacheHeaders,
  });
}
