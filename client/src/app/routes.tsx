import type { RouteObject } from 'react-router-dom';
import { Layout } from './Layout.js';
import { RouteError } from './RouteError.js';
import { NOT_FOUND_META, ROUTE_META, type RouteHandle } from './route-meta.js';

function handle(meta: RouteHandle['meta']): RouteHandle {
  return { meta };
}

/** Page modules load lazily; main.tsx resolves the current one before hydrating. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    errorElement: <RouteError />,
    // Only seen when the SPA shell starts on a page whose module is still loading (prerendered pages resolve first).
    HydrateFallback: () => null,
    children: [
      {
        // Page errors render inside the layout, so the header and footer stay usable.
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            handle: handle(ROUTE_META['/']),
            lazy: async () => ({ Component: (await import('../pages/home/HomePage.js')).HomePage }),
          },
          {
            path: 'contact',
            handle: handle(ROUTE_META['/contact']),
            lazy: async () => ({ Component: (await import('../pages/contact/ContactPage.js')).ContactPage }),
          },
          {
            path: 'joinclass',
            handle: handle(ROUTE_META['/joinclass']),
            lazy: async () => ({ Component: (await import('../pages/joinclass/JoinClassPage.js')).JoinClassPage }),
          },
          {
            path: '*',
            handle: handle(NOT_FOUND_META),
            lazy: async () => ({ Component: (await import('../pages/not-found/NotFoundPage.js')).NotFoundPage }),
          },
        ],
      },
    ],
  },
];
