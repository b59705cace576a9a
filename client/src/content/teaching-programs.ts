import type { TeachingProgram, TeachingSlug } from './teaching-program.js';
import { ENGLISH_PROGRAM, MATH_PROGRAM } from './teaching-programs-core.js';
import { BIOLOGY_PROGRAM, CHEMISTRY_PROGRAM, PHYSICS_PROGRAM, SCIENCE_PROGRAM } from './teaching-programs-science.js';

export const TEACHING_PROGRAMS: Readonly<Record<TeachingSlug, TeachingProgram>> = {
  'math-teach': MATH_PROGRAM,
  'science-teach': SCIENCE_PROGRAM,
  'physics-teach': PHYSICS_PROGRAM,
  'chemistry-teach': CHEMISTRY_PROGRAM,
  'biology-teach': BIOLOGY_PROGRAM,
  'english-teach': ENGLISH_PROGRAM,
};

/** The page behind /services/teaching/<slug>, read from the URL's last segment (any case, trailing slash allowed). */
export function programForPath(pathname: string): TeachingProgram | undefined {
  const slug = pathname.replace(/\/+$/, '').split('/').pop()?.toLowerCase() ?? '';
  return Object.hasOwn(TEACHING_PROGRAMS, slug) ? TEACHING_PROGRAMS[slug as TeachingSlug] : undefined;
}
