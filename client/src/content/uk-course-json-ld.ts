import { courseJsonLd } from './json-ld.js';

/** schema.org Course for the UK curriculum page; kept free of page imports (the prerender loads it with the meta). */
export function ukCourseJsonLd(origin: string): Record<string, unknown>[] {
  return [
    courseJsonLd(origin, {
      name: 'UK Curriculum Tutoring: KS3, GCSE and A-Level',
      description:
        'Live 1-on-1 tutoring for KS3, GCSE and A-Level in English, Mathematics, the sciences and Computer Science, taught to the Edexcel, AQA, OCR and Cambridge specifications, with bi-weekly progress reports and a free wellbeing tracker.',
      path: '/ukcurriculum',
      offerPath: '/joinclass?course=uk-curriculum',
      inLanguage: 'en-GB',
      educationalLevel: ['KS3', 'GCSE', 'A-Level'],
    }),
  ];
}
