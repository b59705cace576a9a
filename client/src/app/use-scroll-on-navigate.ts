import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * The spec: after navigating to a URL with a hash, scroll smoothly to the target 100 ms later (the delay lets a
 * freshly loaded page lay out first). Visitors who ask for reduced motion get an instant jump instead.
 */
export const HASH_SCROLL_DELAY_MS = 100;

/**
 * A page that arrives in its own chunk may not exist yet at 100 ms: look again for this long before giving up
 * (a slow phone network can take seconds to bring a chunk).
 */
const TARGET_WAIT_MS = 10_000;
const RETRY_MS = 50;

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
      const id = decodeURIComponent(hash.slice(1));
      let waited = 0;
      const scrollWhenThere = () => {
        const target = document.getElementById(id);
        if (target) target.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : 'smooth', block: 'start' });
        else if ((waited += RETRY_MS) < TARGET_WAIT_MS) timer = window.setTimeout(scrollWhenThere, RETRY_MS);
      };
      let timer = window.setTimeout(scrollWhenThere, HASH_SCROLL_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    // A new page starts at the top; back and forward keep the browser's own restoration.
    if (!firstRender && navigationType !== 'POP') window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash, key, navigationType]);
}
