import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { settled } from './page-element.js';

const loaders = new Set<() => Promise<void>>();

/** Loads the code of every deferred section registered so far: the prerender renders them all in full. */
export async function preloadDeferredSections(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}

/**
 * Resolves when the visitor does anything that needs the sections' code now. A navigation is a React transition:
 * it re-renders the page, and a section still waiting for its code holds the whole transition back (the URL
 * changed, the page did not scroll, the phone menu stayed open). So any link click or history step loads them.
 */
let wakeSections: () => void = () => undefined;
const sectionsNeeded = new Promise<void>((resolve) => (wakeSections = resolve));

/** Clicks that landed in a section before its code arrived, replayed once it is interactive. */
const heldClicks = new Map<string, HTMLElement[]>();
const interactive = new Set<string>();

function sectionOf(target: EventTarget | null): string | undefined {
  if (!(target instanceof Element)) return undefined;
  for (const id of heldClicks.keys()) {
    if (!interactive.has(id) && document.getElementById(id)?.contains(target)) return id;
  }
  return undefined;
}

/**
 * Runs before React sees the click (document, capture phase). A click inside a section whose code has not arrived
 * would be lost (React cannot handle it until the section is hydrated), so it is held and replayed; any link
 * click loads the sections, so that the navigation it starts is not held back by them.
 */
function onDocumentClick(event: MouseEvent): void {
  const section = sectionOf(event.target);
  if (section) {
    event.preventDefault();
    event.stopImmediatePropagation();
    const clicked = (event.target as Element).closest<HTMLElement>('a, button, input, select, label, summary, [role="button"]');
    if (clicked) heldClicks.get(section)!.push(clicked);
    wakeSections();
    return;
  }
  if (event.target instanceof Element && event.target.closest('a[href]')) wakeSections();
}

let listening = false;
function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener('click', onDocumentClick, { capture: true });
  window.addEventListener('popstate', wakeSections);
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
 * A section of a prerendered page whose code loads only when the visitor scrolls near it, or as soon as they click
 * a link or inside it. Until then React leaves the server's HTML in place (a Suspense boundary that suspends
 * during hydration stays as it is), so the section is visible, its anchor exists for hash links, and a click in it
 * is held and replayed once it is interactive. This keeps the JavaScript a page needs before any interaction
 * small (the budget on `/` is 90 KB). `anchorId` is the id of the section's outermost element.
 */
export function deferredSection(anchorId: string, load: () => Promise<ComponentType>): ComponentType {
  let component: ComponentType | undefined;
  const fetchCode = async () => {
    component ??= await load();
  };
  loaders.add(fetchCode);
  heldClicks.set(anchorId, []);
  listen();

  function Interactive() {
    const Component = component!;
    useEffect(() => {
      interactive.add(anchorId);
      const clicks = heldClicks.get(anchorId)!.splice(0);
      for (const element of clicks) if (element.isConnected) element.click();
    }, []);
    return <Component />;
  }

  const Section = lazy(() => {
    if (component) return settled({ default: Interactive as ComponentType }) as Promise<{ default: ComponentType }>;
    return Promise.race([whenNear(anchorId), sectionsNeeded])
      .then(fetchCode)
      .then(() => ({ default: Interactive }));
  });
  return function DeferredSection() {
    return (
      <Suspense fallback={null}>
        <Section />
      </Suspense>
    );
  };
}
