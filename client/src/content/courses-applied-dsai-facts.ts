/**
 * The facts of the Applied Data Science & AI course that both the page and its route's structured data use. Kept
 * apart from the page copy so the route table (loaded on every page) stays small.
 */
import { SITE } from '../../../shared/site.js';
import { APPLIED_DSAI_ID, bookingLinkFor } from './courses.js';

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
    {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: APPLIED_DSAI.title,
      description: APPLIED_DSAI.description,
      url: `${origin}/applieddsai`,
      inLanguage: 'en',
      provider: { '@type': 'Organization', name: SITE.name, sameAs: `${origin}/` },
      educationalLevel: APPLIED_DSAI.level,
      timeRequired: APPLIED_DSAI.isoDuration,
      hasCourseInstance: [{ '@type': 'CourseInstance', courseMode: 'online' }],
      offers: [{ '@type': 'Offer', category: 'Paid', availability: 'https://schema.org/InStock', url: `${origin}${APPLIED_DSAI.enrollLink}` }],
    },
  ];
}
