import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../../test/render-with-router.js';
import { ServicesPage } from './ServicesPage.js';

describe('ServicesPage', () => {
  it('shows the Courses and Teaching cards with their audiences and targets', () => {
    renderWithRouter(<ServicesPage />, '/services');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);

    const courses = screen.getByRole('article', { name: 'Live career courses' });
    expect(courses).toHaveTextContent(/early-career learners and professionals/i);
    expect(within(courses).getByRole('link', { name: /explore courses/i })).toHaveAttribute('href', '/courses');

    const teaching = screen.getByRole('article', { name: 'School subject teaching' });
    expect(teaching).toHaveTextContent(/younger learners at school/i);
    expect(within(teaching).getByRole('link', { name: /browse subjects/i })).toHaveAttribute('href', '/services/teaching');
  });
});
