import { describe, expect, it } from '@jest/globals';
import { UK_SUBJECTS } from '../../content/uk-subjects.js';
import { subjectFilterOptions, visibleSubjects } from './subject-filter.js';

describe('UK subject filter', () => {
  it("offers 'All' and then one option per subject", () => {
    expect(subjectFilterOptions(UK_SUBJECTS).map((option) => option.value)).toEqual(['all', ...UK_SUBJECTS.map((s) => s.id)]);
  });

  it('keeps one subject for its id and every subject for all or an unknown value', () => {
    expect(visibleSubjects(UK_SUBJECTS, 'biology').map((s) => s.id)).toEqual(['biology']);
    expect(visibleSubjects(UK_SUBJECTS, 'all')).toHaveLength(7);
    expect(visibleSubjects(UK_SUBJECTS, 'latin')).toHaveLength(7);
  });
});
