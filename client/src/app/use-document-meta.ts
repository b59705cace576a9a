import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { isRouteHandle, type RouteMeta } from './page-route.js';
import { DEFAULT_META } from './route-table.js';

export function currentMeta(handles: readonly unknown[]): RouteMeta {
  const withMeta = handles.filter(isRouteHandle);
  return withMeta.at(-1)?.meta ?? DEFAULT_META;
}

/** Keeps the title, description and canonical link in step with client-side navigation. */
export function useDocumentMeta(): void {
  const matches = useMatches();
  const meta = currentMeta(matches.map((match) => match.handle));
  const pathname = matches.at(-1)?.pathname ?? '/';

  useEffect(() => {
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
    document.querySelector('meta[property="og:title"]')?.setAttribute('content', meta.title);
    document.querySelector('meta[property="og:description"]')?.setAttribute('content', meta.description);
    const canonical = document.querySelector('link[rel="canonical"]');
    if (canonical && !meta.noindex) canonical.setAttribute('href', `${window.location.origin}${pathname}`);
  }, [meta, pathname]);
}
