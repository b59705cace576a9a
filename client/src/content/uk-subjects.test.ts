import { describe, expect, it } from '@jest/globals';
import { UK_SUBJECTS } from './uk-subjects.js';

describe('UK_SUBJECTS (spec section 3)', () => {
  it('lists the seven subject ids in the spec order', () => {
    expect(UK_SUBJECTS.map((subject) => subject.id)).toEqual([
      'english',
      'math',
      'combined-science',
      'physics',
      'chemistry',
      'biology',
      'cs',
    ]);
  });

  it("gives every subject 'KS3-GCSE-A-Level' except combined-science and physics", () => {
    const levels = Object.fromEntries(UK_SUBJECTS.map((subject) => [subject.id, subject.level]));
    expect(levels).toEqual({
      english: 'KS3-GCSE-A-Level',
      math: 'KS3-GCSE-A-Level',
      'combined-science': 'KS3-GCSE',
      physics: 'GCSE-A-Level',
      chemistry: 'KS3-GCSE-A-Level',
      biology: 'KS3-GCSE-A-Level',
      cs: 'KS3-GCSE-A-Level',
    });
  });

  it('fills every field, with three sized images per subject', () => {
    for (const subject of UK_SUBJECTS) {
      expect(subject.name).not.toBe('');
      expect(subject.icon).not.toBe('');
      expect(subject.description.length).toBeGreaterThan(40);
      expect(subject.focusAreas.length).toBeGreaterThan(0);
      expect(subject.outcomes.length).toBeGreaterThan(0);
      expect(subject.tags.length).toBeGreaterThan(0);
      for (const image of [subject.images.main, subject.images.grid1, subject.images.grid2]) {
        expect(image.src).toMatch(new RegExp(`^/images/uk/${subject.id}-(main|grid1|grid2)\\.svg$`));
        expect(image.width).toBeGreaterThan(0);
        expect(image.height).toBeGreaterThan(0);
      }
    }
  });
});
