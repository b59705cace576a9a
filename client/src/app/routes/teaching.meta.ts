import { courseJsonLd } from '../../content/json-ld.js';
import type { TeachingSlug } from '../../content/teaching-program.js';
import type { RouteMeta } from '../page-route.js';
import { TEACHING_PATH } from './teaching.js';

function programMeta(slug: TeachingSlug, courseName: string, title: string, description: string): RouteMeta {
  const path = `${TEACHING_PATH}/${slug}`;
  return { title, description, jsonLd: (origin) => [courseJsonLd(origin, { name: courseName, description, path })] };
}

/** Titles, descriptions and structured data of the teaching pages (kept out of the entry chunk: see route-meta.ts). */
export const TEACHING_META: Record<string, RouteMeta> = {
  '/services': {
      title: 'Services: Live Courses and School Tutoring | Averra AI',
      description:
        'Live three-month career courses for early-career learners and professionals, and live subject teaching for school students on CBSE, ICSE, IGCSE, GCSE, IB or AP.',
    },
  [TEACHING_PATH]: {
      title: 'School Tutoring: Maths, Sciences and English | Averra AI',
      description:
        'Live online tutoring in maths, physics, chemistry, biology, general science and English for CBSE, ICSE, IGCSE, GCSE, IB and AP students. $69 per month.',
    },
  [`${TEACHING_PATH}/math-teach`]: programMeta('math-teach', 'Mathematics Tutoring', 'Maths Tutoring for CBSE, ICSE, IGCSE, GCSE, IB | Averra AI', 'Live online maths classes: 60+ hours, 300+ worksheets, 12 mock exams and progress reports every 2 weeks. $69 per month.'),
  [`${TEACHING_PATH}/physics-teach`]: programMeta('physics-teach', 'Physics Tutoring', 'Physics Tutoring for CBSE, ICSE, IGCSE, GCSE, IB | Averra AI', 'Live online physics classes: 50+ hours, 200+ worksheets, 10 mock exams and progress reports every 2 weeks. $69 per month.'),
  [`${TEACHING_PATH}/chemistry-teach`]: programMeta('chemistry-teach', 'Chemistry Tutoring', 'Chemistry Tutoring with Virtual Labs | Averra AI', 'Live online chemistry classes: 40+ virtual lab experiments, 150+ worksheets, 8 mock exams, reports every 2 weeks. For CBSE, ICSE, IGCSE, GCSE and IB. $69/month.'),
  [`${TEACHING_PATH}/biology-teach`]: programMeta('biology-teach', 'Biology Tutoring', 'Biology Tutoring for IGCSE, GCSE, IB, AP, CBSE | Averra AI', 'Live online biology classes: 50+ hours, 200+ worksheets, 10 mock exams and progress reports every 2 weeks. Includes AP. $69 per month.'),
  [`${TEACHING_PATH}/science-teach`]: programMeta('science-teach', 'General Science Tutoring', 'General Science Tutoring for Young Learners | Averra AI', 'Live online science for younger students: 50+ hours, 200+ worksheets, 10 mock exams and progress reports every 2 weeks. $69 per month.'),
  [`${TEACHING_PATH}/english-teach`]: programMeta('english-teach', 'English Tutoring', 'English Tutoring: Reading, Writing, Literature | Averra AI', 'Live online English classes in grammar, comprehension, essay writing and literature, with feedback on every essay. For all major boards. $69 per month.'),
};
