import { existsSync, readdirSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { CLIENT_ONLY_ROUTES, NOT_FOUND_PAGE, REDIRECTS, pageFileFor } from '../../../shared/routes.js';

/** `private`: a signed-in page (the SPA shell); search engines are told not to index it. */
export type PageAnswer = { file: string; status: 200 | 404; private?: true } | { redirect: string };

function listHtml(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => file.split(sep).join('/'));
}

/**
 * Maps a browser path to what answers it: a redirect, a prerendered page, the SPA shell (private routes),
 * or the 404 page with status 404. The prerendered files are listed once, so a path can only ever name
 * one of them (no path tricks reach the file system).
 */
export class ClientFiles {
  readonly root: string;
  private pages?: Set<string>;
  private readonly clientOnly = new Set(CLIENT_ONLY_ROUTES);

  constructor(clientDist: string) {
    this.root = resolve(clientDist);
  }

  private builtOnce = false;

  /** Whether the client is built; once it is, it stays so (no file-system check per request). */
  get built(): boolean {
    this.builtOnce ||= existsSync(join(this.root, 'index.html'));
    return this.builtOnce;
  }

  resolve(path: string): PageAnswer {
    const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const target = REDIRECTS[route];
    if (target) return { redirect: target };
    this.pages ??= new Set(listHtml(join(this.root, 'pages')));
    const file = pageFileFor(route);
    if (file !== NOT_FOUND_PAGE && this.pages.has(file)) return { file: join(this.root, 'pages', file), status: 200 };
    if (this.clientOnly.has(route)) return { file: join(this.root, 'index.html'), status: 200, private: true };
    return { file: join(this.root, 'pages', NOT_FOUND_PAGE), status: 404 };
  }

}
