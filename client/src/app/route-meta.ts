import type { RouteMeta } from './page-route.js';
import { COMPANY_META } from './routes/company.meta.js';
import { CORE_META } from './routes/core.meta.js';
import { PRODUCTS_META } from './routes/products.meta.js';
import { TEACHING_META } from './routes/teaching.meta.js';
import { UK_META } from './routes/uk.meta.js';

/**
 * Every page's title, description and structured data, by path. Kept apart from the route table, which is part of
 * the entry chunk: the prerender writes these into each page's head, and in the browser this module is loaded only
 * on the first client-side navigation (JavaScript on `/` has a 90 KB budget).
 */
export const ROUTE_META: Readonly<Record<string, RouteMeta>> = { ...CORE_META, ...PRODUCTS_META, ...TEACHING_META, ...UK_META, ...COMPANY_META };

export const NOT_FOUND_META: RouteMeta = {
  title: 'Page not found | Averra AI',
  description: 'The page you asked for does not exist. Find live courses, tutoring and AI tools from the Averra AI home page.',
  noindex: true,
};

export function metaFor(pathname: string): RouteMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE_META[path] ?? NOT_FOUND_META;
}
