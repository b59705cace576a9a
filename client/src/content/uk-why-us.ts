/** Reasons in the 'Why Parents Choose Us' section of the UK curriculum page. */
export interface UkReason {
  title: string;
  text: string;
}

export const UK_REASONS: readonly UkReason[] = [
  {
    title: 'Taught to your child’s specification',
    text: 'Lessons follow the exact Edexcel, AQA, OCR or Cambridge specification your child will sit, so every hour counts towards the real exam.',
  },
  {
    title: 'One tutor, full attention',
    text: 'One-to-one sessions mean questions get asked and answered. Nobody hides at the back, and nobody waits for the class to catch up.',
  },
  {
    title: 'Progress you can see',
    text: 'A report every two weeks shows topics covered, scores on practice questions and the plan for the next fortnight.',
  },
  {
    title: 'Wellbeing alongside grades',
    text: 'The emotional wellbeing tracker is free for every student, because a calm student learns more than an anxious one.',
  },
  {
    title: 'From KS3 to A-Level',
    text: 'The same team can support your child from Year 7 to Year 13, across seven subjects, as their goals change.',
  },
  {
    title: 'One clear monthly price',
    text: 'Tutoring is $69 per month, and the first lesson is a free trial so you can judge the fit before you pay.',
  },
];
