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
/**
 * Sections above the target may arrive after it (each deferred section brings its own code) and push it down the
 * page: for this long after the scroll, a page that grows scrolls to the target again, unless the visitor has
 * started scrolling themselves.
 */
export const SETTLE_MS = 3_000;
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Follows the target while the page above it settles; returns the function that stops following. */
function keepInView(target: Element, behavior: ScrollBehavior): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => target.scrollIntoView({ behavior, block: 'start' }));
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, SETTLE_MS);
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, { once: true, passive: true });
  observer.observe(document.body);
  return stop;
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
      const behavior: ScrollBehavior = prefersReducedMotion() ? 'instant' : 'smooth';
      let waited = 0;
      let stopFollowing = () => undefined as void;
      const scrollWhenThere = () => {
        const target = document.getElementById(id);
        if (target) {
          target.scrollIntoView({ behavior, block: 'start' });
          stopFollowing = keepInView(target, behavior);
        } else if ((waited += RETRY_MS) < TARGET_WAIT_MS) timer = window.setTimeout(scrollWhenThere, RETRY_MS);
      };
      let timer = window.setTimeout(scrollWhenThere, HASH_SCROLL_DELAY_MS);
      return () => {
        window.clearTimeout(timer);
        stopFollowing();
      };
    }
    // A new page starts at the top; back and forward keep the browser's own restoration.
    if (!firstRender && navigationType !== 'POP') window.scrollTo(0, 0);
    return undefined;
  }, [pathname, hash, key, navigationType]);
}
