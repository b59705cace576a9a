import { describe, expect, it } from '@jest/globals';
import { SUBJECT_CARDS, SUBJECT_FILTERS, type SubjectCategory } from '../../content/teaching-subjects.js';
import { filterSubjects, matchesFilter } from './subject-filter.js';

const titles = (filter: Parameters<typeof filterSubjects>[1]) => filterSubjects(SUBJECT_CARDS, filter).map((s) => s.title);

describe('matchesFilter', () => {
  it('matches a string category only when it equals the filter', () => {
    const maths = { category: 'maths' as SubjectCategory };
    expect(matchesFilter(maths, 'maths')).toBe(true);
    expect(matchesFilter(maths, 'science')).toBe(false);
    expect(matchesFilter(maths, 'physics')).toBe(false);
  });

  it('matches a list category when the list contains the filter', () => {
    const physics = { category: ['science', 'physics'] as SubjectCategory[] };
    expect(matchesFilter(physics, 'science')).toBe(true);
    expect(matchesFilter(physics, 'physics')).toBe(true);
    expect(matchesFilter(physics, 'chemistry')).toBe(false);
    expect(matchesFilter(physics, 'maths')).toBe(false);
  });

  it('matches nothing with an empty list, except under All', () => {
    expect(matchesFilter({ category: [] }, 'science')).toBe(false);
    expect(matchesFilter({ category: [] }, 'all')).toBe(true);
  });

  it('lets All match every category', () => {
    expect(matchesFilter({ category: 'english' }, 'all')).toBe(true);
    expect(matchesFilter({ category: ['science', 'biology'] }, 'all')).toBe(true);
  });
});

describe('filterSubjects on the teaching catalogue', () => {
  it('shows all six subjects under All', () => {
    expect(titles('all')).toEqual(['Mathematics', 'General Science', 'Physics', 'Chemistry', 'Biology', 'English']);
  });

  it('shows general science and the three separate sciences under Science', () => {
    expect(titles('science')).toEqual(['General Science', 'Physics', 'Chemistry', 'Biology']);
  });

  it('shows exactly one subject for each single-subject filter', () => {
    expect(titles('maths')).toEqual(['Mathematics']);
    expect(titles('english')).toEqual(['English']);
    expect(titles('physics')).toEqual(['Physics']);
    expect(titles('chemistry')).toEqual(['Chemistry']);
    expect(titles('biology')).toEqual(['Biology']);
  });

  it('offers the spec’s filter buttons in order and leaves no subject or filter orphaned', () => {
    expect(SUBJECT_FILTERS.map((f) => f.label)).toEqual(['All', 'English', 'Science', 'Maths', 'Physics', 'Chemistry', 'Biology']);
    for (const { value } of SUBJECT_FILTERS) expect(titles(value).length).toBeGreaterThan(0);
  });
});
