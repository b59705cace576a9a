/** What a visitor can book on the Join Classes form. The server accepts only these ids. */
export interface BookableCourse {
  id: string;
  label: string;
  group: 'Live courses' | 'School tutoring' | 'UK curriculum';
}

export const BOOKABLE_COURSES: readonly BookableCourse[] = [
  { id: 'applied-data-science-ai', label: 'Applied Data Science & AI (3 months, live)', group: 'Live courses' },
  { id: 'math-tutoring', label: 'Mathematics tutoring', group: 'School tutoring' },
  { id: 'physics-tutoring', label: 'Physics tutoring', group: 'School tutoring' },
  { id: 'chemistry-tutoring', label: 'Chemistry tutoring', group: 'School tutoring' },
  { id: 'biology-tutoring', label: 'Biology tutoring', group: 'School tutoring' },
  { id: 'english-tutoring', label: 'English tutoring', group: 'School tutoring' },
  { id: 'science-tutoring', label: 'General science tutoring', group: 'School tutoring' },
  { id: 'uk-curriculum', label: 'UK curriculum tutoring (KS3, GCSE, A-Level)', group: 'UK curriculum' },
];

export const BOOKABLE_COURSE_IDS = BOOKABLE_COURSES.map((c) => c.id);

export function courseLabel(id: string): string | undefined {
  return BOOKABLE_COURSES.find((c) => c.id === id)?.label;
}
