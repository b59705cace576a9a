import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { ServerResponse } from 'node:http';
import { relative } from 'node:path';
import { ClientFiles } from './client-files.js';

/** Hashed build assets never change, so browsers keep them for a year; everything else is revalidated. */
function cacheHeaders(res: ServerResponse, path: string): void {
  const hashed = /[\\/]assets[\\/]/.test(path);
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

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
 * sends the HTML pages through it too.
 */
@Injectable()
export class StaticFiles {
  readonly handler: RequestHandler;

  constructor(private readonly files: ClientFiles) {
    const serve = expressStaticGzip(files.root, {
      enableBrotli: true,
      // '/' is a page (PagesController answers it), never the shell index.html.
      index: false,
      orderPreference: ['br', 'gzip'],
      serveStatic: { index: false, redirect: false, fallthrough: true, setHeaders: cacheHeaders },
    });
    // express-static-gzip answers a path with a broken %-escape itself, as a text/html 400 ("URI malformed"), even
    // under /api. No file has such a name: the routes answer it, through the API's error filter.
    this.handler = (req, res, next) => (decodable(req.path) ? serve(req, res, next) : next());
  }

  /** Sends one file of the build with the given status (the 404 page keeps its 404). */
  send(file: string, status: number, req: Request, res: Response, next: NextFunction): void {
    res.status(status);
    req.url = `/${relative(this.files.root, file).split('\\').join('/')}`;
    this.handler(req, res, next);
  }
}
