import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../../test/render-with-router.js';
import { TeachingPage } from './TeachingPage.js';

const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
const filterButton = (name: string) =>
  within(screen.getByRole('group', { name: 'Filter subjects' })).getByRole('button', { name });

describe('TeachingPage', () => {
  it('starts at All with every subject shown', () => {
    renderWithRouter(<TeachingPage />, '/services/teaching');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Mathematics', 'General Science', 'Physics', 'Chemistry', 'Biology', 'English']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 6 subjects');
  });

  it('filters by a category that list-categorised subjects contain, then by one subject, then back to All', async () => {
    const user = userEvent.setup();
    renderWithRouter(<TeachingPage />, '/services/teaching');

    await user.click(filterButton('Science'));
    expect(filterButton('Science')).toHaveAttribute('aria-pressed', 'true');
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toEqual(['General Science', 'Physics', 'Chemistry', 'Biology']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 Science subjects');

    await user.click(filterButton('Physics'));
    expect(cardTitles()).toEqual(['Physics']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 Physics subject');

    await user.click(filterButton('Maths'));
    expect(cardTitles()).toEqual(['Mathematics']);

    await user.click(filterButton('English'));
    expect(cardTitles()).toEqual(['English']);

    await user.click(filterButton('All'));
    expect(cardTitles()).toHaveLength(6);
  });

  it('opens on the filter named in the query string', () => {
    renderWithRouter(<TeachingPage />, '/services/teaching?subject=chemistry');
    expect(filterButton('Chemistry')).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(['Chemistry']);
  });

  it('shows All for an unknown filter value', () => {
    renderWithRouter(<TeachingPage />, '/services/teaching?subject=astrology');
    expect(filterButton('All')).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toHaveLength(6);
  });

  it('gives each card its boards, badge, topics and a link to its subject page', () => {
    renderWithRouter(<TeachingPage />, '/services/teaching');
    const biology = screen.getByRole('article', { name: 'Biology' });
    expect(within(biology).getByRole('list', { name: 'Biology exam boards' })).toHaveTextContent('AP');
    expect(within(biology).getByText(/Bestseller|Popular/)).toBeInTheDocument();
    expect(within(biology).getByText('Genetics')).toBeInTheDocument();
    expect(within(biology).getByRole('link', { name: 'View program for Biology' })).toHaveAttribute(
      'href',
      '/services/teaching/biology-teach',
    );
    const maths = screen.getByRole('article', { name: 'Mathematics' });
    expect(within(maths).getByRole('list', { name: 'Mathematics exam boards' })).not.toHaveTextContent('AP');
    expect(within(maths).getByRole('link', { name: 'View program for Mathematics' })).toHaveAttribute('href', '/services/teaching/math-teach');
  });
});
