import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { routes } from './app/routes.js';
import './styles/tokens.css';
import './styles/base.css';

/**
 * Load the lazy modules of the routes that match the current URL, so the first client render is the page the
 * server prerendered (otherwise React would hydrate an empty fallback against real markup).
 */
async function resolveLazyRoutes(routeObjects: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeObjects, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root element');

  const app = (router: ReturnType<typeof createBrowserRouter>) => (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  if (container.firstElementChild) {
    await resolveLazyRoutes(routes);
    hydrateRoot(container, app(createBrowserRouter(routes)));
  } else {
    createRoot(container).render(app(createBrowserRouter(routes)));
  }
}

void start();
