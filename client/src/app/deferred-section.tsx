import { lazy, Suspense, type ComponentType } from 'react';
import { settled } from './page-element.js';

const loaders = new Set<() => Promise<void>>();

/** Loads the code of every deferred section registered so far: the prerender renders them all in full. */
export async function preloadDeferredSections(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}

/** Resolves once the element is near the viewport, or at once when it is not in the document (a fresh render). */
function whenNear(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return resolve();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
  });
}

/**
 * A section of a prerendered page whose code loads only when the visitor scrolls near it. Until then React leaves
 * the server's HTML in place (a Suspense boundary that suspends during hydration stays as it is), so the section
 * is visible and its links work; it becomes interactive once its chunk arrives, well before it is on screen.
 * This keeps the JavaScript a page needs before any interaction small (the budget on `/` is 90 KB).
 * `anchorId` is the id of the section's outermost element.
 */
export function deferredSection(anchorId: string, load: () => Promise<ComponentType>): ComponentType {
  let component: ComponentType | undefined;
  const fetchCode = async () => {
    component ??= await load();
  };
  loaders.add(fetchCode);
  const Section = lazy(() => {
    if (component) return settled({ default: component }) as Promise<{ default: ComponentType }>;
    return whenNear(anchorId)
      .then(fetchCode)
      .then(() => ({ default: component! }));
  });
  return function DeferredSection() {
    return (
      <Suspense fallback={null}>
        <Section />
      </Suspense>
    );
  };
}
