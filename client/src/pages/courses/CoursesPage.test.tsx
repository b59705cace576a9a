import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../../test/render-with-router.js';
import { CoursesPage } from './CoursesPage.js';

describe('CoursesPage', () => {
  it('shows the open course with an enrol link and Web Development as Launching Soon without one', () => {
    renderWithRouter(<CoursesPage />, '/courses');

    const open = screen.getByRole('article', { name: 'Applied Data Science & AI' });
    expect(within(open).getByText('Popular')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: /enroll now/i })).toHaveAttribute('href', '/applieddsai');

    const soon = screen.getByRole('article', { name: 'Web Development' });
    expect(within(soon).getByText('Launching Soon')).toBeInTheDocument();
    expect(within(soon).getByText(/July 2025/)).toBeInTheDocument();
    expect(within(soon).queryByRole('link')).not.toBeInTheDocument();
  });

  it('links the free consultation to the booking form with the course chosen', () => {
    renderWithRouter(<CoursesPage />, '/courses');

    expect(screen.getByRole('link', { name: /book free consultation/i })).toHaveAttribute(
      'href',
      '/joinclass?course=applied-data-science-ai#bookid',
    );
  });
});
