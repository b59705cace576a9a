import type { ComponentType } from 'react';

/** What a page tells browsers, crawlers and link previews about itself. */
export interface RouteMeta {
  title: string;
  description: string;
  /** Pages that must not be indexed (the 404 page, private pages) get no canonical link and a noindex robots tag. */
  noindex?: boolean;
  /** Structured data beside the Organization every page carries (Course, Product...). */
  jsonLd?: (origin: string) => Record<string, unknown>[];
}

/**
 * One page of the site. Route groups (routes/<group>.ts) list these; routes.tsx turns them into router objects,
 * the prerender script renders every one whose `prerender` is not false, and the sitemap lists them.
 * Each page's title, description and structured data live in routes/<group>.meta.ts (see route-meta.ts).
 */
export interface PageRoute {
  path: string;
  /** The page component, loaded lazily so each page is its own chunk. */
  load: () => Promise<ComponentType>;
  /** The page module's path from client/ (e.g. 'src/pages/home/HomePage.tsx'), so its chunk is preloaded. */
  module: string;
  /** 'site' wraps the page in the shared header and footer; 'bare' pages bring their own navigation. */
  layout?: 'site' | 'bare';
  /** false for private pages: served as the SPA shell, never prerendered or listed in the sitemap. */
  prerender?: boolean;
}
