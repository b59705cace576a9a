import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { BOOKABLE_COURSE_IDS } from '../../../../shared/courses.js';
import { appliedDsaiJsonLd } from '../../content/courses-applied-dsai-facts.js';
import { renderWithRouter } from '../../../test/render-with-router.js';
import { AppliedDsaiPage } from './AppliedDsaiPage.js';

describe('AppliedDsaiPage', () => {
  it('lists the five guided projects in order', () => {
    renderWithRouter(<AppliedDsaiPage />, '/applieddsai');

    const projects = screen.getByRole('region', { name: /from a messy dataset/i });
    const titles = within(projects).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['Data Analysis', 'Model Development', 'Visualization', 'Deployment', 'AI Solutions']);
  });

  it('sends every Enroll Now link to the booking form with this course chosen', () => {
    renderWithRouter(<AppliedDsaiPage />, '/applieddsai');

    const links = screen.getAllByRole('link', { name: /enroll now/i });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/joinclass?course=applied-data-science-ai#bookid');
    expect(BOOKABLE_COURSE_IDS).toContain('applied-data-science-ai');
  });

  it('states the contribution pathway: a one-week trial, then six unpaid weeks', () => {
    renderWithRouter(<AppliedDsaiPage />, '/applieddsai');

    expect(screen.getByText('1 week')).toBeInTheDocument();
    expect(screen.getByText('6 weeks')).toBeInTheDocument();
    expect(screen.getByText(/six-week, unpaid, remote contribution/i)).toBeInTheDocument();
  });

  it('describes the course as structured data for search engines', () => {
    const [course] = appliedDsaiJsonLd('https://averra.test');
    expect(course).toMatchObject({
      '@type': 'Course',
      name: 'Applied Data Science & AI',
      provider: { '@type': 'Organization', name: 'Averra AI' },
      educationalLevel: 'Beginner to intermediate',
      timeRequired: 'P3M',
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online' },
      offers: { '@type': 'Offer', url: 'https://averra.test/joinclass?course=applied-data-science-ai#bookid' },
    });
  });
});
