import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CLIENT_ONLY_ROUTES, NOT_FOUND_PAGE, PRERENDERED_ROUTES, pageFileFor } from '../../../shared/routes.js';

export type PageAnswer = { file: string; status: 200 | 404 };

/** Maps a browser path to the HTML file that answers it: a prerendered page, the SPA shell, or the 404 page. */
export class ClientFiles {
  readonly root: string;
  private readonly prerendered = new Set<string>(PRERENDERED_ROUTES);
  private readonly clientOnly = new Set<string>(CLIENT_ONLY_ROUTES);

  constructor(clientDist: string) {
    this.root = resolve(clientDist);
  }

  get built(): boolean {
    return existsSync(join(this.root, 'index.html'));
  }

  resolve(path: string): PageAnswer {
    const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
    if (this.prerendered.has(route)) return { file: join(this.root, 'pages', pageFileFor(route)), status: 200 };
    if (this.clientOnly.has(route)) return { file: join(this.root, 'index.html'), status: 200 };
    return { file: join(this.root, 'pages', NOT_FOUND_PAGE), status: 404 };
  }
}
