/**
 * How the server maps a browser path to the prerendered HTML files of the client build
 * (client/dist/pages). The list of pages itself lives with the client's route table.
 */

/** Private routes: served as the SPA shell (client/dist/index.html), never prerendered. */
export const CLIENT_ONLY_ROUTES: readonly string[] = ['/products/airedashboard'];

/**
 * Dead or placeholder targets of the original site, sent where a visitor expects to land (DESIGN.md section 9).
 * The server answers them with 301; the client router replaces them too.
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/contactus': '/contact',
  '/courses/applied-data-science-ai': '/applieddsai',
  '/services/courses': '/courses',
};

/** File under client/dist/pages that holds a prerendered route: '/' → index.html, '/a/b' → a/b.html. */
export function pageFileFor(route: string): string {
  return route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`;
}

export const NOT_FOUND_PAGE = '404.html';
