import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AppConfig } from '../../config/app-config.js';
import { readBuildInfo } from './build-info.js';

type Encoding = 'br' | 'gzip';
type Variant = { body: Buffer; etag: string; encoding?: Encoding };
type Page = { identity: Variant } & Partial<Record<Encoding, Variant>>;

function variant(body: Buffer, encoding?: Encoding): Variant {
  // One tag per representation: a cache must not answer a gzip request with a stored brotli body.
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { body, encoding, etag: `"${hash}${encoding ? `-${encoding}` : ''}"` };
}

/**
 * The HTML pages of the build, read on first use and kept in memory with their precompressed .br and .gz twins,
 * so a page is answered without touching the disk. Through the static-file middleware each page cost a few stats,
 * an open and a read stream: several times the CPU of the bytes themselves. The build never changes under a
 * running server, and the 27 pages with their twins take well under a megabyte.
 */
@Injectable()
export class PageBodies {
  private readonly pages = new Map<string, Page>();
  /** The origin the build wrote into its pages, when it is not the one this server runs with; else null. */
  private readonly foreignOrigin: string | null;
  private readonly origin: string;

  constructor(config: AppConfig) {
    this.origin = config.env.APP_ORIGIN.replace(/\/+$/, '');
    const built = readBuildInfo(config.env.CLIENT_DIST)?.origin ?? null;
    this.foreignOrigin = built && built !== this.origin ? built : null;
  }

  /**
   * Sends `file` (an .html page of the build, or its sitemap.xml / robots.txt) with `status`, in the encoding the
   * browser prefers; 304 when fresh.
   */
  send(file: string, status: number, req: Request, res: Response, contentType = 'text/html; charset=utf-8'): void {
    const page = this.load(file);
    // Brotli whenever the browser takes it (smaller), as express-static-gzip does for the other files; browsers list
    // gzip first in Accept-Encoding, so plain negotiation would pick gzip.
    const chosen = (page.br && req.acceptsEncodings('br') && page.br) || (page.gzip && req.acceptsEncodings('gzip') && page.gzip) || page.identity;
    res.status(status);
    res.setHeader('Content-Type', contentType);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', chosen.etag);
    if (chosen.encoding) res.setHeader('Content-Encoding', chosen.encoding);
    // Express answers HEAD without the body, and 304 when If-None-Match names this ETag (2xx pages only).
    res.send(chosen.body);
  }

  private load(file: string): Page {
    let page = this.pages.get(file);
    if (!page && this.foreignOrigin) {
      page = this.withOrigin(readFileSync(file, 'utf8'), this.foreignOrigin);
      this.pages.set(file, page);
    }
    if (!page) {
      page = { identity: variant(readFileSync(file)) };
      for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
        if (existsSync(file + suffix)) page[encoding] = variant(readFileSync(file + suffix), encoding);
      }
      this.pages.set(file, page);
    }
    return page;
  }

  /**
   * A build prerendered for another origin (built without APP_ORIGIN, or for staging) names that origin in its
   * canonical links, og:url, JSON-LD, sitemap and robots.txt: each file is rewritten to this server's origin once,
   * on first use, and compressed again (its precompressed twins hold the old origin).
   */
  private withOrigin(text: string, builtFor: string): Page {
    const body = Buffer.from(text.replaceAll(builtFor, this.origin));
    return {
      identity: variant(body),
      br: variant(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), 'br'),
      gzip: variant(gzipSync(body, { level: 9 }), 'gzip'),
    };
  }
}
