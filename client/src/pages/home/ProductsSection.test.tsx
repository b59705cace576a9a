import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../../test/render-with-router.js';
import { ProductsSection } from './ProductsSection.js';

describe('ProductsSection', () => {
  it('shows the two flagship products with links to their pages', () => {
    renderWithRouter(<ProductsSection />);
    const flagship = screen.getByRole('heading', { name: 'Flagship Products' }).nextElementSibling as HTMLElement;
    const cards = within(flagship).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Lead Sentiment Analysis',
      'Task Prioritizer & Daily Planner',
    ]);
    expect(within(cards[0]).getByText('Real Estate')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('link', { name: /view details/i })).toHaveAttribute('href', '/products/aire');
    expect(within(cards[1]).getByText('Project Management')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('link', { name: /view details/i })).toHaveAttribute('href', '/products/aigo');
  });

  it('filters the product list below the flagship block and leaves the flagship cards alone', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ProductsSection />);
    expect(screen.getAllByRole('article')).toHaveLength(2 + 5);

    await user.click(screen.getByRole('button', { name: 'Project Management' }));

    expect(screen.getAllByRole('article')).toHaveLength(2 + 1);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 5 products');
  });
});
