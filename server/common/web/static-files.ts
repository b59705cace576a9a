import { Injectable } from '@nestjs/common';
import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { ClientFiles } from './client-files.js';
import { PageBodies } from './page-bodies.js';

/** Files that name the site's origin: sent by PageBodies, which puts this server's APP_ORIGIN in them. */
const ORIGIN_FILES: Record<string, string> = { '/sitemap.xml': 'application/xml; charset=utf-8', '/robots.txt': 'text/plain; charset=utf-8' };

/** Hashed build assets never change, so browsers keep them for a year; everything else is revalidated. */
function cacheHeaders(res: ServerResponse, path: string): void {
  const hashed = /[\\/]assets[\\/]/.test(path);
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** The last segment of the path has an extension: /assets/app-1a2b.js, /robots.txt. */
export const FILE_NAME = /\/[^/]+\.[a-z0-9]+$/i;

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * The built client's files, sent precompressed (the build writes .br and .gz beside each text file) with the
 * encoding the browser prefers. Registered ahead of the routes for scripts, styles and images; PagesController
 * sends the HTML pages from memory (PageBodies).
 */
@Injectable()
export class StaticFiles {
  readonly handler: RequestHandler;

  constructor(files: ClientFiles, bodies: PageBodies) {
    const serve = expressStaticGzip(files.root, {
      enableBrotli: true,
      // '/' is a page (PagesController answers it), never the shell index.html.
      index: false,
      orderPreference: ['br', 'gzip'],
      serveStatic: { index: false, redirect: false, fallthrough: true, setHeaders: cacheHeaders },
    });
    // express-static-gzip answers a path with a broken %-escape itself, as a text/html 400 ("URI malformed"), even
    // under /api. No file has such a name: the routes answer it, through the API's error filter.
    // Only a path that ends in a file name can be a file: pages (/, /contact) go straight to the routes, without
    // a stat of the build folder per request.
    this.handler = (req, res, next) => {
      const originFile = ORIGIN_FILES[req.path];
      if (originFile && files.built && (req.method === 'GET' || req.method === 'HEAD')) return bodies.send(join(files.root, req.path), 200, req, res, originFile);
      return FILE_NAME.test(req.path) && decodable(req.path) ? serve(req, res, next) : next();
    };
  }
}
