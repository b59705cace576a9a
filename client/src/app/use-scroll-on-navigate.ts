import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** The spec: after navigating to a URL with a hash, scroll smoothly to the target 100 ms later. */
export const HASH_SCROLL_DELAY_MS = 100;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const isFirstRender = useRef(true);

  useEffect(() => {
    const firstRender = isFirstRender.current;
    isFirstRender.current = false;

    if (hash) {
      const timer = window.setTimeout(() => {
        const target = document.getElementById(decodeURIComponent(hash.slice(1)));
        target?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      }, HASH_SCROLL_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    // A new page starts at the top; back and forward keep the browser's own restoration.
    if (!firstRender && navigationType !== 'POP') window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash, key, navigationType]);
}
