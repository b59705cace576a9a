import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { headTags } from './app/head-tags.js';
import { currentMeta } from './app/use-document-meta.js';
import { routes } from './app/routes.js';

import { NOT_FOUND_MODULE, PAGE_ROUTES } from './app/route-table.js';

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
  statusCode: number;
}

const handler = createStaticHandler(routes);

export async function render(url: string, origin = 'http://localhost:3000'): Promise<RenderResult> {
  const request = new Request(new URL(url, origin));
  const context = await handler.query(request);
  if (context instanceof Response) {
    throw new Error(`Route ${url} answered with a redirect or raw response (${context.status})`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      {/* hydrate={false}: no inline hydration script; the CSP forbids inline scripts and there are no loaders. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const meta = currentMeta(context.matches.map((match) => match.route.handle));
  const pathname = new URL(url, origin).pathname;
  return { html, head: headTags(meta, pathname, origin), statusCode: context.statusCode };
}
