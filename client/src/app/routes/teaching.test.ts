import { describe, expect, it } from '@jest/globals';
import { BOOKABLE_COURSE_IDS } from '../../../../shared/courses.js';
import { TEACHING_PROGRAMS } from '../../content/teaching-programs.js';
import { TEACHING_META } from './teaching.meta.js';
import { TEACHING_ROUTES } from './teaching.js';

const ORIGIN = 'https://example.test';

describe('TEACHING_ROUTES', () => {
  it('registers /services, the subject list and the six subject pages', () => {
    expect(TEACHING_ROUTES.map((r) => r.path).sort()).toEqual(
      [
        '/services',
        '/services/teaching',
        ...['science', 'physics', 'math', 'chemistry', 'biology', 'english'].map((s) => `/services/teaching/${s}-teach`),
      ].sort(),
    );
  });

  it('describes each subject page as an online schema.org Course at $69 a month from Averra AI', () => {
    const programPages = TEACHING_ROUTES.filter((r) => r.path.startsWith('/services/teaching/'));
    expect(programPages).toHaveLength(6);
    for (const route of programPages) {
      const meta = TEACHING_META[route.path];
      const [course] = meta.jsonLd?.(ORIGIN) ?? [];
      expect(course).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: expect.stringMatching(/Tutoring$/),
        description: meta.description,
        url: `${ORIGIN}${route.path}`,
        provider: { '@type': 'Organization', name: 'Averra AI' },
        offers: { '@type': 'Offer', price: 69, priceCurrency: 'USD', priceSpecification: { unitCode: 'MON' } },
        hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online' },
      });
    }
  });

  it('links every subject program to a bookable course', () => {
    for (const program of Object.values(TEACHING_PROGRAMS)) {
      expect(BOOKABLE_COURSE_IDS).toContain(program.courseId);
      expect(program.slides).toHaveLength(3);
    }
  });
});
