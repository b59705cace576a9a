import { lazy, Suspense, type ComponentType } from 'react';
import type { PageRoute } from './page-route.js';
import { RouteErrorBoundary } from './RouteError.js';

type PageSource = Pick<PageRoute, 'path' | 'load'>;

const loaded = new Map<string, ComponentType>();

/**
 * Loads a page's module ahead of rendering. The prerender and the first client render both call this for the
 * page at hand, so that page renders at once (no Suspense fallback) and hydration matches the HTML exactly.
 */
export async function preloadPage(page: PageSource): Promise<void> {
  if (!loaded.has(page.path)) loaded.set(page.path, await page.load());
}

/** A thenable that calls back at once: React.lazy then reads the module without suspending. */
export function settled<T>(value: T): PromiseLike<T> {
  return { then: (onFulfilled) => (onFulfilled ? onFulfilled(value) : value) } as PromiseLike<T>;
}

/**
 * The page as a lazy component, made once per route: a preloaded page renders synchronously; any other page
 * suspends until its chunk arrives.
 */
export function lazyPageComponent(page: PageSource): ComponentType {
  return lazy(() => {
    const component = loaded.get(page.path);
    const module = component ? settled({ default: component }) : page.load().then((c) => ({ default: c }));
    return module as Promise<{ default: ComponentType }>;
  });
}

export interface PageElementProps {
  component: ComponentType;
}

/** A page inside its own error boundary and loading state. */
export function PageElement({ component: Page }: PageElementProps) {
  return (
    // Page errors render inside the layout, so the header and footer stay usable.
    <RouteErrorBoundary>
      <Suspense fallback={<div className="page-loading" role="status" aria-label="Loading the page" />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}
