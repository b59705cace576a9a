import type { PageRoute } from '../page-route.js';

/** The UK curriculum page brings its own navigation bar and footer, so it uses the bare layout. */
export const UK_ROUTES: PageRoute[] = [
  {
    path: '/ukcurriculum',
    layout: 'bare',
    module: 'src/pages/ukcurriculum/UkCurriculumPage.tsx',
    load: async () => (await import('../../pages/ukcurriculum/UkCurriculumPage.js')).UkCurriculumPage,
  },
];
