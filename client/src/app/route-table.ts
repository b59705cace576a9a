import type { PageRoute } from './page-route.js';
import { COMPANY_ROUTES } from './routes/company.js';
import { CORE_ROUTES } from './routes/core.js';
import { PRODUCTS_ROUTES } from './routes/products.js';
import { TEACHING_ROUTES } from './routes/teaching.js';
import { UK_ROUTES } from './routes/uk.js';

/** Every page of the site, by group. */
export const PAGE_ROUTES: PageRoute[] = [...CORE_ROUTES, ...PRODUCTS_ROUTES, ...TEACHING_ROUTES, ...UK_ROUTES, ...COMPANY_ROUTES];

export const NOT_FOUND_MODULE = 'src/pages/not-found/NotFoundPage.tsx';
