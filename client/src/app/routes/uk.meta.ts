import { ukCourseJsonLd } from '../../content/uk-course-json-ld.js';
import type { RouteMeta } from '../page-route.js';

/** Titles, descriptions and structured data of the uk pages (kept out of the entry chunk: see route-meta.ts). */
export const UK_META: Record<string, RouteMeta> = {
  '/ukcurriculum': {
      title: 'UK Curriculum Tutoring: KS3, GCSE & A-Level | Averra AI',
      description:
        'Live 1-on-1 KS3, GCSE and A-Level tutoring for Edexcel, AQA, OCR and Cambridge. Bi-weekly progress reports, a free wellbeing tracker and a free trial lesson.',
      jsonLd: ukCourseJsonLd,
    },
};
