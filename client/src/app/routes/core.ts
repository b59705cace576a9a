import type { PageRoute } from '../page-route.js';

/** Home, contact and Join Classes. */
export const CORE_ROUTES: PageRoute[] = [
  {
    path: '/',
    meta: {
      title: 'Averra AI | Live Data Science & AI Courses and AI Assistants',
      description:
        'Three-month live courses in applied data science and AI with five guided projects, school-subject tutoring, and AI assistants that work from your spreadsheets.',
    },
    module: 'src/pages/home/HomePage.tsx',
    load: async () => (await import('../../pages/home/HomePage.js')).HomePage,
  },
  {
    path: '/contact',
    meta: {
      title: 'Contact Averra AI | Courses, Tutoring and AI Tools',
      description:
        'Questions about a live course, school tutoring or early access to our AI assistants? Write to the Averra AI team and a person will reply.',
    },
    module: 'src/pages/contact/ContactPage.tsx',
    load: async () => (await import('../../pages/contact/ContactPage.js')).ContactPage,
  },
  {
    path: '/joinclass',
    meta: {
      title: 'Join a Live Class | Averra AI',
      description:
        'Book your seat in Applied Data Science & AI or one-to-one tutoring for CBSE, ICSE, IGCSE, GCSE, IB and AP. Tell us what you want to learn and we will help.',
    },
    module: 'src/pages/joinclass/JoinClassPage.tsx',
    load: async () => (await import('../../pages/joinclass/JoinClassPage.js')).JoinClassPage,
  },
];
