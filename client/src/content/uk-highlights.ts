/** Hero facts and the three feature cards of the UK curriculum page. */
export const UK_EXAM_BOARDS = ['Edexcel', 'AQA', 'OCR', 'Cambridge'] as const;

export const UK_STAGES = ['KS3', 'GCSE', 'A-Level'] as const;

export type UkFeatureIcon = 'tutor' | 'report' | 'heart';

export interface UkFeature {
  icon: UkFeatureIcon;
  title: string;
  text: string;
}

export const UK_FEATURES: readonly UkFeature[] = [
  {
    icon: 'tutor',
    title: '1-on-1 live tutors',
    text: 'Every lesson is a live session with one tutor and one student, planned around your child’s exam board and specification.',
  },
  {
    icon: 'report',
    title: 'Bi-weekly progress reports',
    text: 'Every two weeks you receive a written report: what was covered, how practice questions went, and what comes next.',
  },
  {
    icon: 'heart',
    title: 'Free emotional wellbeing tracker',
    text: 'Short check-ins let your child say how school and exams feel, so the tutor can adjust the pace before stress builds.',
  },
];
