import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { REDIRECTS } from '../../../shared/routes.js';
import { BareLayout } from './BareLayout.js';
import { Layout } from './Layout.js';
import { lazyPageComponent, PageElement } from './page-element.js';
import type { PageRoute } from './page-route.js';
import { RouteErrorBoundary } from './RouteError.js';
import { PAGE_ROUTES } from './route-table.js';

export const NOT_FOUND_PAGE_ROUTE: Pick<PageRoute, 'path' | 'load'> = {
  path: '*',
  load: async () => (await import('../pages/not-found/NotFoundPage.js')).NotFoundPage,
};

/** What each route object carries: its page (for preloading). */
export interface PageHandle {
  page: Pick<PageRoute, 'path' | 'load'>;
}

function toRouteObject(page: PageRoute): RouteObject {
  const handle: PageHandle = { page };
  const element = <PageElement component={lazyPageComponent(page)} />;
  return page.path === '/' ? { index: true, handle, element } : { path: page.path.slice(1), handle, element };
}

/** Old and placeholder addresses of the spec, sent to the pages that exist (the server answers them with 301). */
const redirects: RouteObject[] = Object.entries(REDIRECTS).map(([from, to]) => ({
  path: from.slice(1),
  element: <Navigate to={to} replace />,
}));

const notFound: RouteObject = {
  path: '*',
  handle: { page: NOT_FOUND_PAGE_ROUTE } satisfies PageHandle,
  element: <PageElement component={lazyPageComponent(NOT_FOUND_PAGE_ROUTE)} />,
};

const inLayout = (layout: PageRoute['layout']) => PAGE_ROUTES.filter((page) => (page.layout ?? 'site') === layout).map(toRouteObject);

/**
 * The route tree. Declarative routing (useRoutes) rather than the data router: the site needs no loaders or
 * actions, and the data router's extra code would push the JavaScript loaded on `/` past its 90 KB budget.
 */
export const routeObjects: RouteObject[] = [
  {
    path: '/',
    children: [
      { element: <BareLayout />, children: inLayout('bare') },
      { element: <Layout />, children: [...inLayout('site'), ...redirects, notFound] },
    ],
  },
];

/** The page that answers a path (the 404 page when nothing else does; redirects have no page). */
export function matchPage(pathname: string): PageHandle | undefined {
  return matchRoutes(routeObjects, pathname)?.at(-1)?.route.handle as PageHandle | undefined;
}

export function AppRoutes() {
  const { pathname } = useLocation();
  // Errors in a page are caught beside it (PageElement); this one catches the layouts' own.
  return <RouteErrorBoundary key={pathname}>{useRoutes(routeObjects)}</RouteErrorBoundary>;
}
