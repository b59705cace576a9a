import { Navigate, type RouteObject } from 'react-router-dom';
import { REDIRECTS } from '../../../shared/routes.js';
import { BareLayout } from './BareLayout.js';
import { Layout } from './Layout.js';
import type { PageRoute, RouteHandle } from './page-route.js';
import { RouteError } from './RouteError.js';
import { NOT_FOUND_META, PAGE_ROUTES } from './route-table.js';

function toRouteObject(page: PageRoute): RouteObject {
  const handle: RouteHandle = { meta: page.meta };
  const lazy = async () => ({ Component: await page.load() });
  return page.path === '/' ? { index: true, handle, lazy } : { path: page.path.slice(1), handle, lazy };
}

const notFound: RouteObject = {
  path: '*',
  handle: { meta: NOT_FOUND_META } satisfies RouteHandle,
  lazy: async () => ({ Component: (await import('../pages/not-found/NotFoundPage.js')).NotFoundPage }),
};

/** Old and placeholder addresses of the spec, sent to the pages that exist (the server answers them with 301). */
const redirects: RouteObject[] = Object.entries(REDIRECTS).map(([from, to]) => ({
  path: from.slice(1),
  element: <Navigate to={to} replace />,
}));

const inLayout = (layout: PageRoute['layout']) => PAGE_ROUTES.filter((page) => (page.layout ?? 'site') === layout).map(toRouteObject);

/** Page modules load lazily; main.tsx resolves the current one before hydrating. */
export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    // Only seen when the SPA shell starts on a page whose module is still loading (prerendered pages resolve first).
    HydrateFallback: () => null,
    children: [
      { Component: BareLayout, errorElement: <RouteError />, children: inLayout('bare') },
      {
        Component: Layout,
        // Page errors render inside the layout, so the header and footer stay usable.
        children: [{ errorElement: <RouteError />, children: [...inLayout('site'), ...redirects, notFound] }],
      },
    ],
  },
];
