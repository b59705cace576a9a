import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { headTags } from './app/head-tags.js';
import { preloadDeferredSections } from './app/deferred-section.js';
import { preloadPage } from './app/page-element.js';
import { NOT_FOUND_MODULE, PAGE_ROUTES } from './app/route-table.js';
import { AppRoutes, matchPage } from './app/routes.js';
import { metaFor } from './app/route-meta.js';

// Re-exported so the plain-JS prerender script needs no TypeScript of its own.
export { NOT_FOUND_PAGE, pageFileFor } from '../../shared/routes.js';
export { NOT_FOUND_MODULE };

/** The pages to render to HTML, with the module whose chunk each should preload. */
export const PRERENDER_TARGETS = PAGE_ROUTES.filter((page) => page.prerender !== false).map(({ path, module }) => ({ path, module }));

export interface RenderResult {
  /** Markup for inside the root element. */
  html: string;
  /** Tags for the document head (title, description, canonical, Open Graph, JSON-LD). */
  head: string;
}

export async function render(url: string, origin = 'http://localhost:3000'): Promise<RenderResult> {
  const { pathname } = new URL(url, origin);
  const match = matchPage(pathname);
  if (!match) throw new Error(`${url} is a redirect, not a page`);
  // The page's module is loaded first, so the markup holds the page itself rather than a loading fallback.
  await preloadPage(match.page);
  await preloadDeferredSections();
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
  return { html, head: headTags(metaFor(pathname), pathname, origin) };
}
