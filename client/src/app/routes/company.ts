import type { PageRoute } from '../page-route.js';

export const COMPANY_ROUTES: PageRoute[] = [
  // Courses, the course page, careers and about.
  {
    path: '/courses',
    module: 'src/pages/courses/CoursesPage.tsx',
    load: async () => (await import('../../pages/courses/CoursesPage.js')).CoursesPage,
  },
  {
    path: '/applieddsai',
    module: 'src/pages/applieddsai/AppliedDsaiPage.tsx',
    load: async () => (await import('../../pages/applieddsai/AppliedDsaiPage.js')).AppliedDsaiPage,
  },
  {
    path: '/careers',
    module: 'src/pages/careers/CareersPage.tsx',
    load: async () => (await import('../../pages/careers/CareersPage.js')).CareersPage,
  },
  {
    path: '/aboutus',
    module: 'src/pages/aboutus/AboutPage.tsx',
    load: async () => (await import('../../pages/aboutus/AboutPage.js')).AboutPage,
  },
  // Policies: /privacy, /terms, /cookie (static text from content/policies-*.ts).
  {
    path: '/privacy',
    module: 'src/pages/policies/PrivacyPage.tsx',
    load: async () => (await import('../../pages/policies/PrivacyPage.js')).PrivacyPage,
  },
  {
    path: '/terms',
    module: 'src/pages/policies/TermsPage.tsx',
    load: async () => (await import('../../pages/policies/TermsPage.js')).TermsPage,
  },
  {
    path: '/cookie',
    module: 'src/pages/policies/CookiePage.tsx',
    load: async () => (await import('../../pages/policies/CookiePage.js')).CookiePage,
  },
];
