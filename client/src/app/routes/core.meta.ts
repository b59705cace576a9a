import type { RouteMeta } from '../page-route.js';

/** Titles, descriptions and structured data of the core pages (kept out of the entry chunk: see route-meta.ts). */
export const CORE_META: Record<string, RouteMeta> = {
  '/': {
      title: 'Averra AI | Live Data Science & AI Courses and AI Assistants',
      description:
        'Three-month live courses in applied data science and AI with five guided projects, school-subject tutoring, and AI assistants that work from your spreadsheets.',
    },
  '/contact': {
      title: 'Contact Averra AI | Courses, Tutoring and AI Tools',
      description:
        'Questions about a live course, school tutoring or early access to our AI assistants? Write to the Averra AI team and a person will reply.',
    },
  '/joinclass': {
      title: 'Join a Live Class | Averra AI',
      description:
        'Book your seat in Applied Data Science & AI or one-to-one tutoring for CBSE, ICSE, IGCSE, GCSE, IB and AP. Tell us what you want to learn and we will help.',
    },
};
