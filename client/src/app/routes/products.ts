import type { PageRoute } from '../page-route.js';

export const PRODUCTS_ROUTES: PageRoute[] = [];
