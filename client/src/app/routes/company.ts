import type { PageRoute } from '../page-route.js';

export const COMPANY_ROUTES: PageRoute[] = [];
