import type { PageRoute } from '../page-route.js';

export const TEACHING_ROUTES: PageRoute[] = [];
