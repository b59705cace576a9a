import type { CarouselSlide } from '../components/Carousel.js';
import type { IconName } from '../components/Icon.js';

/** The subject pages under /services/teaching/<slug>. */
export type TeachingSlug =
  | 'math-teach'
  | 'science-teach'
  | 'physics-teach'
  | 'chemistry-teach'
  | 'biology-teach'
  | 'english-teach';

export interface ProgramBenefit {
  icon: IconName;
  title: string;
  text: string;
}

export interface ProgramDetails {
  /** Paragraphs describing what the curriculum covers. */
  curriculum: readonly string[];
  /** The spec's "Course Features" list, with its exact constants. */
  features: readonly string[];
}

/** One subject program page: everything its template renders. */
export interface TeachingProgram {
  slug: TeachingSlug;
  /** The id in shared/courses.ts that the ENROLL NOW link pre-selects on the booking form. */
  courseId: string;
  subject: string;
  title: string;
  lead: string;
  boards: readonly string[];
  topics: readonly string[];
  /** Three slides: a live class, a worksheet, a progress report. */
  slides: readonly CarouselSlide[];
  benefits: readonly ProgramBenefit[];
  details?: ProgramDetails;
}

export const EXAM_BOARDS = ['IGCSE', 'GCSE', 'IB', 'CBSE', 'ICSE'] as const;

/** Bi-weekly progress reports are part of every program (spec section 9). */
export const PROGRESS_REPORT_FEATURE = 'Progress reports every 2 weeks';

/** The three carousel illustrations of a subject, drawn in public/images/teaching/<subject>-*.svg. */
export function programSlides(file: string, alts: readonly [string, string, string]): CarouselSlide[] {
  return (['class', 'worksheet', 'progress'] as const).map((kind, i) => ({
    type: 'image',
    src: `/images/teaching/${file}-${kind}.svg`,
    alt: alts[i],
    width: 960,
    height: 640,
  }));
}
