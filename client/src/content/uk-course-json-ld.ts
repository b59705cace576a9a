import { SITE } from '../../../shared/site.js';

/** schema.org Course for the UK curriculum page; kept free of page imports because the route table loads eagerly. */
export function ukCourseJsonLd(origin: string): Record<string, unknown>[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'UK Curriculum Tutoring: KS3, GCSE and A-Level',
      description:
        'Live 1-on-1 tutoring for KS3, GCSE and A-Level in English, Mathematics, the sciences and Computer Science, taught to the Edexcel, AQA, OCR and Cambridge specifications, with bi-weekly progress reports and a free wellbeing tracker.',
      url: `${origin}/ukcurriculum`,
      inLanguage: 'en-GB',
      educationalLevel: ['KS3', 'GCSE', 'A-Level'],
      provider: { '@type': 'Organization', name: SITE.name, url: `${origin}/` },
      offers: {
        '@type': 'Offer',
        category: 'Subscription',
        price: SITE.monthlyPrice,
        priceCurrency: 'USD',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: SITE.monthlyPrice,
          priceCurrency: 'USD',
          unitCode: 'MON',
          unitText: 'month',
        },
        url: `${origin}/joinclass?course=uk-curriculum`,
      },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'Live one-to-one lessons' },
    },
  ];
}
