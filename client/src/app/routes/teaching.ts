import type { TeachingSlug } from '../../content/teaching-program.js';
import type { PageRoute } from '../page-route.js';

export const TEACHING_PATH = '/services/teaching';

/** Every subject page is the same template; it finds its program from the path. */
function programRoute(slug: TeachingSlug): PageRoute {
  return {
    path: `${TEACHING_PATH}/${slug}`,
    module: 'src/pages/teaching/SubjectProgramPage.tsx',
    load: async () => (await import('../../pages/teaching/SubjectProgramPage.js')).SubjectProgramPage,
  };
}

export const TEACHING_SLUGS: readonly TeachingSlug[] = ['math-teach', 'physics-teach', 'chemistry-teach', 'biology-teach', 'science-teach', 'english-teach'];

/** Services overview, the subject list and the six subject program pages. */
export const TEACHING_ROUTES: PageRoute[] = [
  {
    path: '/services',
    module: 'src/pages/services/ServicesPage.tsx',
    load: async () => (await import('../../pages/services/ServicesPage.js')).ServicesPage,
  },
  {
    path: TEACHING_PATH,
    module: 'src/pages/teaching/TeachingPage.tsx',
    load: async () => (await import('../../pages/teaching/TeachingPage.js')).TeachingPage,
  },
  ...TEACHING_SLUGS.map(programRoute),
];
