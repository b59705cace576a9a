/** The seven subject cards of the UK curriculum page (spec section 3: id, name, level, icon, description, ...). */
export type UkSubjectId = 'english' | 'math' | 'combined-science' | 'physics' | 'chemistry' | 'biology' | 'cs';

/** The stages a subject is taught at, spelled exactly as the spec's data. */
export type UkLevel = 'KS3-GCSE-A-Level' | 'KS3-GCSE' | 'GCSE-A-Level';

export type UkSubjectIcon = 'book' | 'sigma' | 'flask' | 'atom' | 'beaker' | 'leaf' | 'code';

export interface UkSubjectImage {
  src: string;
  width: number;
  height: number;
}

export interface UkSubject {
  id: UkSubjectId;
  name: string;
  level: UkLevel;
  icon: UkSubjectIcon;
  description: string;
  focusAreas: readonly string[];
  outcomes: readonly string[];
  tags: readonly string[];
  images: { main: UkSubjectImage; grid1: UkSubjectImage; grid2: UkSubjectImage };
}

/** Every subject has its own three illustrations in public/images/uk, drawn at these sizes. */
function imagesFor(id: UkSubjectId): UkSubject['images'] {
  return {
    main: { src: `/images/uk/${id}-main.svg`, width: 640, height: 400 },
    grid1: { src: `/images/uk/${id}-grid1.svg`, width: 320, height: 240 },
    grid2: { src: `/images/uk/${id}-grid2.svg`, width: 320, height: 240 },
  };
}

export const UK_SUBJECTS: readonly UkSubject[] = [
  {
    id: 'english',
    name: 'English',
    level: 'KS3-GCSE-A-Level',
    icon: 'book',
    description:
      'English Language and English Literature, from KS3 reading and writing to GCSE set texts and A-Level coursework, taught by tutors who know what examiners reward.',
    focusAreas: [
      'Reading for meaning and inference',
      'Analysing language, form and structure',
      'Shakespeare, poetry anthologies and set novels',
      'Creative, persuasive and transactional writing',
    ],
    outcomes: [
      'Essays that answer the question asked',
      'Quotations remembered and used with purpose',
      'Timed answers that fit the exam clock',
    ],
    tags: ['AQA', 'Edexcel', 'OCR', 'Cambridge', 'Language', 'Literature'],
    images: imagesFor('english'),
  },
  {
    id: 'math',
    name: 'Mathematics',
    level: 'KS3-GCSE-A-Level',
    icon: 'sigma',
    description:
      'From KS3 number and algebra through Foundation and Higher GCSE to A-Level pure, statistics and mechanics, with every method practised on exam-style questions.',
    focusAreas: [
      'Number, ratio and proportion',
      'Algebra, graphs and functions',
      'Geometry, trigonometry and vectors',
      'Probability, statistics and A-Level calculus',
    ],
    outcomes: [
      'Clear working that earns method marks',
      'Confidence on multi-step problem questions',
      'The right tier and paper strategy for GCSE',
    ],
    tags: ['AQA', 'Edexcel', 'OCR', 'Cambridge', 'Algebra', 'Calculus'],
    images: imagesFor('math'),
  },
  {
    id: 'combined-science',
    name: 'Combined Science',
    level: 'KS3-GCSE',
    icon: 'flask',
    description:
      'Biology, chemistry and physics taught together for KS3 science and GCSE Combined Science, the double-award course most UK students take.',
    focusAreas: [
      'Cells, organisms and ecosystems',
      'Atoms, reactions and the periodic table',
      'Energy, forces and electricity',
      'Required practicals and working scientifically',
    ],
    outcomes: [
      'Secure foundations in all three sciences',
      'Practical questions answered with confidence',
      'A clear view of which sciences to take further',
    ],
    tags: ['AQA', 'Edexcel', 'OCR', 'Double award', 'Practicals'],
    images: imagesFor('combined-science'),
  },
  {
    id: 'physics',
    name: 'Physics',
    level: 'GCSE-A-Level',
    icon: 'atom',
    description:
      'GCSE and A-Level physics with the maths made explicit: every equation derived, rearranged and applied until it feels routine.',
    focusAreas: [
      'Forces, motion and energy',
      'Electricity, circuits and magnetism',
      'Waves, particles and radioactivity',
      'Fields, quantum and nuclear physics at A-Level',
    ],
    outcomes: [
      'Equations recalled and rearranged without hesitation',
      'Calculations with correct units and significant figures',
      'Six-mark explanations written in full',
    ],
    tags: ['AQA', 'Edexcel', 'OCR', 'Cambridge', 'Mechanics', 'Electricity'],
    images: imagesFor('physics'),
  },
  {
    id: 'chemistry',
    name: 'Chemistry',
    level: 'KS3-GCSE-A-Level',
    icon: 'beaker',
    description:
      'Chemistry from KS3 particles and reactions to GCSE and A-Level, with the quantitative work and organic mechanisms that students find hardest.',
    focusAreas: [
      'Atomic structure, bonding and the periodic table',
      'Moles, equations and quantitative chemistry',
      'Rates, equilibrium and energy changes',
      'Organic chemistry and reaction mechanisms',
    ],
    outcomes: [
      'Balanced equations and mole calculations done with ease',
      'Mechanisms drawn step by step',
      'Practical methods described the way mark schemes expect',
    ],
    tags: ['AQA', 'Edexcel', 'OCR', 'Cambridge', 'Organic', 'Moles'],
    images: imagesFor('chemistry'),
  },
  {
    id: 'biology',
    name: 'Biology',
    level: 'KS3-GCSE-A-Level',
    icon: 'leaf',
    description:
      'Biology from KS3 cells and organisms through GCSE to A-Level, turning long topics into connected ideas that stay remembered on exam day.',
    focusAreas: [
      'Cells, tissues and organ systems',
      'Genetics, inheritance and evolution',
      'Ecology and the environment',
      'Biochemistry and physiology at A-Level',
    ],
    outcomes: [
      'Key terms used precisely',
      'Data and graph questions read accurately',
      'Extended answers planned and linked',
    ],
    tags: ['AQA', 'Edexcel', 'OCR', 'Cambridge', 'Genetics', 'Ecology'],
    images: imagesFor('biology'),
  },
  {
    id: 'cs',
    name: 'Computer Science',
    level: 'KS3-GCSE-A-Level',
    icon: 'code',
    description:
      'Programming and computing theory from KS3 to A-Level: students write real code every lesson and learn to explain how computers work.',
    focusAreas: [
      'Programming in Python',
      'Algorithms, pseudocode and tracing',
      'Data representation, hardware and networks',
      'The A-Level programming project',
    ],
    outcomes: [
      'Programs written, tested and debugged independently',
      'Algorithm questions answered in clear pseudocode',
      'A well-planned, documented project',
    ],
    tags: ['AQA', 'OCR', 'Edexcel', 'Cambridge', 'Python', 'Algorithms'],
    images: imagesFor('cs'),
  },
];

const LEVEL_LABELS: Record<UkLevel, string> = {
  'KS3-GCSE-A-Level': 'KS3 · GCSE · A-Level',
  'KS3-GCSE': 'KS3 · GCSE',
  'GCSE-A-Level': 'GCSE · A-Level',
};

export function levelLabel(level: UkLevel): string {
  return LEVEL_LABELS[level];
}
