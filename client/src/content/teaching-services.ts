import type { IconName } from '../components/Icon.js';

/** The two service lines on /services (spec: Courses for early-career learners, Teaching for early age groups). */
export interface Service {
  id: 'courses' | 'teaching';
  icon: IconName;
  audience: string;
  title: string;
  description: string;
  highlights: readonly string[];
  link: string;
  linkLabel: string;
}

export const SERVICES: readonly Service[] = [
  {
    id: 'courses',
    icon: 'career',
    audience: 'For early-career learners and professionals',
    title: 'Live career courses',
    description:
      'Three-month, instructor-led courses in applied data science and AI, built around guided projects that end in work you can show an employer.',
    highlights: [
      '3 months of live classes, beginner to intermediate',
      'Five guided projects, from data analysis to deployment',
      'A 1-week project trial that opens our contribution pathway',
    ],
    link: '/courses',
    linkLabel: 'Explore courses',
  },
  {
    id: 'teaching',
    icon: 'school',
    audience: 'For younger learners at school',
    title: 'School subject teaching',
    description:
      'Live online classes in mathematics, physics, chemistry, biology, general science and English, taught to the syllabus of your school board.',
    highlights: [
      'CBSE, ICSE, IGCSE, GCSE, IB and AP',
      'Worksheets and mock exams in every science and maths program',
      'Progress reports for parents every 2 weeks',
    ],
    link: '/services/teaching',
    linkLabel: 'Browse subjects',
  },
];
