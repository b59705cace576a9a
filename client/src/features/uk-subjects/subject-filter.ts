import type { FilterOption } from '../../components/FilterButtons.js';
import type { UkSubject, UkSubjectId } from '../../content/uk-subjects.js';

export type UkSubjectFilter = 'all' | UkSubjectId;

/** 'All' first, then one button per subject, in the order the cards are listed. */
export function subjectFilterOptions(subjects: readonly UkSubject[]): FilterOption<UkSubjectFilter>[] {
  return [{ value: 'all', label: 'All' }, ...subjects.map((subject) => ({ value: subject.id, label: subject.name }))];
}

/** Spec: 'all' shows every subject, a subject id only that one; a value that matches no subject shows all. */
export function visibleSubjects(subjects: readonly UkSubject[], filter: string): readonly UkSubject[] {
  const match = subjects.filter((subject) => subject.id === filter);
  return match.length > 0 ? match : subjects;
}
