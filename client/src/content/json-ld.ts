import { SITE } from '../../../shared/site.js';

/** The company as the provider or seller in structured data. */
export function organizationRef(origin: string): Record<string, unknown> {
  return { '@type': 'Organization', name: SITE.name, url: `${origin}/` };
}

/** An Offer of SITE.monthlyPrice US dollars billed every month (UN/CEFACT unit code MON, billing period P1M). */
export function monthlyOffer(origin: string, path: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    '@type': 'Offer',
    url: `${origin}${path}`,
    price: SITE.monthlyPrice,
    priceCurrency: 'USD',
    ...extra,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: SITE.monthlyPrice,
      priceCurrency: 'USD',
      billingDuration: 'P1M',
      unitCode: 'MON',
      unitText: 'month',
    },
  };
}

export interface CourseJsonLdInput {
  name: string;
  description: string;
  path: string;
  /** Where the offer leads (defaults to the course page). */
  offerPath?: string;
  inLanguage?: string;
  educationalLevel?: string | string[];
  /** ISO 8601 duration, e.g. P3M. */
  timeRequired?: string;
  /** Omit for a course sold without a list price on the site. */
  monthlyPrice?: boolean;
}

/** A schema.org Course, taught live online by the company. */
export function courseJsonLd(origin: string, course: CourseJsonLdInput): Record<string, unknown> {
  const offerPath = course.offerPath ?? course.path;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: course.description,
    url: `${origin}${course.path}`,
    inLanguage: course.inLanguage ?? 'en',
    ...(course.educationalLevel ? { educationalLevel: course.educationalLevel } : {}),
    ...(course.timeRequired ? { timeRequired: course.timeRequired } : {}),
    provider: organizationRef(origin),
    offers:
      course.monthlyPrice === false
        ? { '@type': 'Offer', category: 'Paid', availability: 'https://schema.org/InStock', url: `${origin}${offerPath}` }
        : monthlyOffer(origin, offerPath, { category: 'Subscription' }),
    hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online' },
  };
}
