/**
 * The facts of the Applied Data Science & AI course that both the page and its route's structured data use. Kept
 * apart from the page copy so the route table (loaded on every page) stays small.
 */
import { APPLIED_DSAI_ID, bookingLinkFor } from './courses.js';
import { courseJsonLd } from './json-ld.js';

export const APPLIED_DSAI = {
  id: APPLIED_DSAI_ID,
  title: 'Applied Data Science & AI',
  description:
    'A three-month live course that takes beginners to intermediate level in Python, statistics, machine learning and generative AI through five guided projects, from data analysis to a deployed AI solution.',
  duration: '3 months',
  isoDuration: 'P3M',
  level: 'Beginner to intermediate',
  format: 'Live online classes',
  projects: '5 guided projects',
  enrollLink: bookingLinkFor(APPLIED_DSAI_ID),
} as const;

export function appliedDsaiJsonLd(origin: string): Record<string, unknown>[] {
  return [
    courseJsonLd(origin, {
      name: APPLIED_DSAI.title,
      description: APPLIED_DSAI.description,
      path: '/applieddsai',
      offerPath: APPLIED_DSAI.enrollLink,
      educationalLevel: APPLIED_DSAI.level,
      timeRequired: APPLIED_DSAI.isoDuration,
      monthlyPrice: false,
    }),
  ];
}
