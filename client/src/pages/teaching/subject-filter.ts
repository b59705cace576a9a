import type { SubjectCard, SubjectFilter } from '../../content/teaching-subjects.js';

/** Spec: a category shows the subjects whose category equals it or, for a list, contains it; All shows every one. */
export function matchesFilter(subject: Pick<SubjectCard, 'category'>, filter: SubjectFilter): boolean {
  if (filter === 'all') return true;
  const { category } = subject;
  return typeof category === 'string' ? category === filter : category.includes(filter);
}

export function filterSubjects<T extends Pick<SubjectCard, 'category'>>(subjects: readonly T[], filter: SubjectFilter): T[] {
  return subjects.filter((subject) => matchesFilter(subject, filter));
}
