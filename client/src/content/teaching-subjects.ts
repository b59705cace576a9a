import type { FilterOption } from '../components/FilterButtons.js';

/** The filter bar on /services/teaching, in the spec's order. */
export type SubjectFilter = 'all' | 'english' | 'science' | 'maths' | 'physics' | 'chemistry' | 'biology';
export type SubjectCategory = Exclude<SubjectFilter, 'all'>;

export const SUBJECT_FILTERS: readonly FilterOption<SubjectFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'english', label: 'English' },
  { value: 'science', label: 'Science' },
  { value: 'maths', label: 'Maths' },
  { value: 'physics', label: 'Physics' },
  { value: 'chemistry', label: 'Chemistry' },
  { value: 'biology', label: 'Biology' },
];

/** Spec: Subject card. A subject may sit under several filters (physics is a science too), hence a list. */
export interface SubjectCard {
  id: string;
  category: SubjectCategory | readonly SubjectCategory[];
  title: string;
  /** The exam boards taught. */
  tags: readonly string[];
  atag: 'Popular' | 'Bestseller';
  topics: readonly string[];
  description: string;
  link: string;
}

const BOARDS = ['IGCSE', 'GCSE', 'IB', 'CBSE', 'ICSE'] as const;

export const SUBJECT_CARDS: readonly SubjectCard[] = [
  {
    id: 'math',
    category: 'maths',
    title: 'Mathematics',
    tags: BOARDS,
    atag: 'Bestseller',
    topics: ['Algebra', 'Geometry', 'Trigonometry', 'Calculus'],
    description:
      'From linear equations to differentiation, one concept at a time, with a worked method for every type of exam question.',
    link: '/services/teaching/math-teach',
  },
  {
    id: 'science',
    category: 'science',
    title: 'General Science',
    tags: BOARDS,
    atag: 'Popular',
    topics: ['Matter', 'Forces & Energy', 'Living Things', 'Our Environment'],
    description:
      'Physics, chemistry and biology taught together for younger students, with everyday experiments that make each idea stick.',
    link: '/services/teaching/science-teach',
  },
  {
    id: 'physics',
    category: ['science', 'physics'],
    title: 'Physics',
    tags: BOARDS,
    atag: 'Popular',
    topics: ['Mechanics', 'Electricity', 'Waves & Optics', 'Thermal Physics'],
    description:
      'Understand the laws before the formulas: free-body diagrams, circuits and waves, then the numerical problems examiners love.',
    link: '/services/teaching/physics-teach',
  },
  {
    id: 'chemistry',
    category: ['science', 'chemistry'],
    title: 'Chemistry',
    tags: BOARDS,
    atag: 'Popular',
    topics: ['Atomic Structure', 'Bonding', 'Stoichiometry', 'Organic Chemistry'],
    description:
      'Balance equations with confidence, picture what happens between atoms, and run reactions in virtual lab experiments.',
    link: '/services/teaching/chemistry-teach',
  },
  {
    id: 'biology',
    category: ['science', 'biology'],
    title: 'Biology',
    tags: [...BOARDS, 'AP'],
    atag: 'Bestseller',
    topics: ['Cell Biology', 'Genetics', 'Human Physiology', 'Ecology'],
    description:
      'From the cell to the ecosystem: clear diagrams, precise terminology and the long-answer technique that earns full marks.',
    link: '/services/teaching/biology-teach',
  },
  {
    id: 'english',
    category: 'english',
    title: 'English',
    tags: BOARDS,
    atag: 'Popular',
    topics: ['Grammar', 'Comprehension', 'Essay Writing', 'Literature'],
    description:
      'Read closely, write clearly and speak with confidence, with detailed feedback on every essay and comprehension answer.',
    link: '/services/teaching/english-teach',
  },
];
