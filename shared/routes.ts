/**
 * Routes the build prerenders to HTML and the server serves as deep links.
 * Client-only routes (private pages) get the SPA shell; anything else gets the 404 page with status 404.
 */
export const PRERENDERED_ROUTES = ['/', '/contact', '/joinclass'] as const;

export const CLIENT_ONLY_ROUTES: readonly string[] = [];

/** File under client/dist/pages that holds a prerendered route: '/' → index.html, '/a/b' → a/b.html. */
export function pageFileFor(route: string): string {
  return route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`;
}

export const NOT_FOUND_PAGE = '404.html';
