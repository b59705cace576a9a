import type { PageRoute } from '../page-route.js';

/** The products listing, the lead assistant and its portal, and the four AI tool pages. */
export const PRODUCTS_ROUTES: PageRoute[] = [
  {
    path: '/products',
    module: 'src/pages/products/ProductsPage.tsx',
    load: async () => (await import('../../pages/products/ProductsPage.js')).ProductsPage,
  },
  {
    path: '/products/aire',
    module: 'src/pages/products/AirePage.tsx',
    load: async () => (await import('../../pages/products/AirePage.js')).AirePage,
  },
  {
    path: '/products/aireland',
    module: 'src/pages/products/AirelandPage.tsx',
    load: async () => (await import('../../pages/products/AirelandPage.js')).AirelandPage,
  },
  {
    path: '/products/airedashboard',
    module: 'src/pages/products/AiredashboardPage.tsx',
    load: async () => (await import('../../pages/products/AiredashboardPage.js')).AiredashboardPage,
    prerender: false,
    // An application with its own header (welcome, Home, Logout): no marketing header or footer around it.
    layout: 'bare',
  },
  {
    path: '/products/aifi',
    module: 'src/pages/products/AifiPage.tsx',
    load: async () => (await import('../../pages/products/AifiPage.js')).AifiPage,
  },
  {
    path: '/products/aigo',
    module: 'src/pages/products/AigoPage.tsx',
    load: async () => (await import('../../pages/products/AigoPage.js')).AigoPage,
  },
  {
    path: '/products/aina',
    module: 'src/pages/products/AinaPage.tsx',
    load: async () => (await import('../../pages/products/AinaPage.js')).AinaPage,
  },
  {
    path: '/products/aipl',
    module: 'src/pages/products/AiplPage.tsx',
    load: async () => (await import('../../pages/products/AiplPage.js')).AiplPage,
  },
];
