import type { PRERENDERED_ROUTES } from '../../../shared/routes.js';

/** What a page tells browsers, crawlers and link previews about itself. */
export interface RouteMeta {
  title: string;
  description: string;
  /** Pages that must not be indexed (the 404 page) get no canonical link and a noindex robots tag. */
  noindex?: boolean;
}

export interface RouteHandle {
  meta: RouteMeta;
}

export type PrerenderedRoute = (typeof PRERENDERED_ROUTES)[number];

export const ROUTE_META: Record<PrerenderedRoute, RouteMeta> = {
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

export const NOT_FOUND_META: RouteMeta = {
  title: 'Page not found | Averra AI',
  description: 'The page you asked for does not exist. Find live courses, tutoring and AI tools from the Averra AI home page.',
  noindex: true,
};

export const DEFAULT_META: RouteMeta = ROUTE_META['/'];

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}
