/** Copy of the /courses listing page; the course cards themselves come from programs.ts. */
import type { IconName } from '../components/Icon.js';

/** The Join Classes form with a course already chosen (DESIGN.md section 9: the consultation and enrol links). */
export function bookingLinkFor(courseId: string): string {
  return `/joinclass?course=${encodeURIComponent(courseId)}#bookid`;
}

/** The one course open for enrolment; its id is a bookable course of shared/courses.ts. */
export const APPLIED_DSAI_ID = 'applied-data-science-ai';

export interface CourseInclusion {
  icon: IconName;
  title: string;
  text: string;
}

export const EVERY_COURSE_INCLUDES: readonly CourseInclusion[] = [
  {
    icon: 'live',
    title: 'Live classes with an instructor',
    text: 'Every session is taught live online. You code along, share your screen when you are stuck and get answers on the spot.',
  },
  {
    icon: 'projects',
    title: 'Five guided projects',
    text: 'Each module ends in a project you build yourself with a mentor’s feedback, so you finish with a portfolio, not a certificate alone.',
  },
  {
    icon: 'clock',
    title: 'Three focused months',
    text: 'Long enough to go from first principles to deployed work, short enough to fit around a job or a final year of study.',
  },
  {
    icon: 'pathway',
    title: 'A route into product work',
    text: 'A one-week project trial can make you eligible to contribute to one of our flagship AI products or join the internship pathway.',
  },
];
