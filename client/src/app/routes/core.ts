import type { PageRoute } from '../page-route.js';

/** Home, contact and Join Classes. */
export const CORE_ROUTES: PageRoute[] = [
  {
    path: '/',
    module: 'src/pages/home/HomePage.tsx',
    load: async () => (await import('../../pages/home/HomePage.js')).HomePage,
  },
  {
    path: '/contact',
    module: 'src/pages/contact/ContactPage.tsx',
    load: async () => (await import('../../pages/contact/ContactPage.js')).ContactPage,
  },
  {
    path: '/joinclass',
    module: 'src/pages/joinclass/JoinClassPage.tsx',
    load: async () => (await import('../../pages/joinclass/JoinClassPage.js')).JoinClassPage,
  },
];
