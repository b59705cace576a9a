import type { PageRoute, RouteMeta } from './page-route.js';
import { COMPANY_ROUTES } from './routes/company.js';
import { CORE_ROUTES } from './routes/core.js';
import { PRODUCTS_ROUTES } from './routes/products.js';
import { TEACHING_ROUTES } from './routes/teaching.js';
import { UK_ROUTES } from './routes/uk.js';

/** Every page of the site, by group. */
export const PAGE_ROUTES: PageRoute[] = [...CORE_ROUTES, ...PRODUCTS_ROUTES, ...TEACHING_ROUTES, ...UK_ROUTES, ...COMPANY_ROUTES];

export const NOT_FOUND_MODULE = 'src/pages/not-found/NotFoundPage.tsx';

export const NOT_FOUND_META: RouteMeta = {
  title: 'Page not found | Averra AI',
  description: 'The page you asked for does not exist. Find live courses, tutoring and AI tools from the Averra AI home page.',
  noindex: true,
};

export const DEFAULT_META: RouteMeta = CORE_ROUTES[0].meta;
