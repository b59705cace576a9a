import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { RouteMeta } from './page-route.js';

/** True when the page in the browser came prerendered, with its head already right (main.tsx sets it). */
let headFromPrerender = false;

export function markHeadPrerendered(): void {
  headFromPrerender = true;
}

function applyMeta(meta: RouteMeta, pathname: string): void {
  document.title = meta.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  document.querySelector('meta[property="og:title"]')?.setAttribute('content', meta.title);
  document.querySelector('meta[property="og:description"]')?.setAttribute('content', meta.description);
  const canonical = document.querySelector('link[rel="canonical"]');
  if (canonical && !meta.noindex) canonical.setAttribute('href', `${window.location.origin}${pathname}`);
}

/**
 * Keeps the title, description and canonical link in step with client-side navigation. The meta table loads with
 * the first navigation, not with the page: a prerendered page's head is already right.
 */
export function useDocumentMeta(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    if (headFromPrerender) {
      headFromPrerender = false;
      return undefined;
    }
    let current = true;
    void import('./route-meta.js').then(({ metaFor }) => {
      if (current) applyMeta(metaFor(pathname), pathname);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
}
