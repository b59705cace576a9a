import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { RouteMeta } from './page-route.js';
import { DEFAULT_META } from './route-table.js';
import { matchPage } from './routes.js';

export function metaFor(pathname: string): RouteMeta {
  return matchPage(pathname)?.meta ?? DEFAULT_META;
}

/** Keeps the title, description and canonical link in step with client-side navigation. */
export function useDocumentMeta(): void {
  const { pathname } = useLocation();
  const meta = metaFor(pathname);

  useEffect(() => {
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    document.querySelector('meta[property="og:title"]')?.setAttribute('content', meta.title);
    document.querySelector('meta[property="og:description"]')?.setAttribute('content', meta.description);
    const canonical = document.querySelector('link[rel="canonical"]');
    if (canonical && !meta.noindex) canonical.setAttribute('href', `${window.location.origin}${pathname}`);
  }, [meta, pathname]);
}
