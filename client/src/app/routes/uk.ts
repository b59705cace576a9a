import type { PageRoute } from '../page-route.js';

export const UK_ROUTES: PageRoute[] = [];
