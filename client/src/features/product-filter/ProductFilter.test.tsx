import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../../test/render-with-router.js';
import { PRODUCTS } from '../../content/products.js';
import { ProductFilter } from './ProductFilter.js';

const titles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('ProductFilter', () => {
  it('starts on All Products and shows every product with its type tag and details link', () => {
    renderWithRouter(<ProductFilter products={PRODUCTS} />);
    expect(screen.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 5 products');
    const card = screen.getByRole('article', { name: 'Property Valuation Assistant' });
    expect(within(card).getByText('Real Estate')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /view details/i })).toHaveAttribute('href', '/products/aifi');
  });

  it.each([
    ['Real Estate', ['Lead Sentiment Analysis', 'Property Valuation Assistant']],
    ['Project Management', ['Task Prioritizer & Daily Planner']],
    ['Customer Support', ['Support Ticket Analyzer & Categorizer', 'Response Suggestion Assistant']],
  ])('shows only the %s products when that filter is chosen', async (label, expected) => {
    const user = userEvent.setup();
    renderWithRouter(<ProductFilter products={PRODUCTS} />);

    await user.click(screen.getByRole('button', { name: label }));

    expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'false');
    expect(titles()).toEqual(expected);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${expected.length} of 5 products`);
  });

  it('shows everything again when All Products is chosen after a category', async () => {
    const user = userEvent.setup();
    renderWithRouter(<ProductFilter products={PRODUCTS} />);
    await user.click(screen.getByRole('button', { name: 'Customer Support' }));

    await user.click(screen.getByRole('button', { name: 'All Products' }));

    expect(titles()).toHaveLength(5);
  });

  it('shows the monthly price and the yearly list price on the listing page', () => {
    renderWithRouter(<ProductFilter products={PRODUCTS} showPrice />);
    const card = screen.getByRole('article', { name: 'Lead Sentiment Analysis' });
    expect(card).toHaveTextContent('$69 per month');
    expect(card).toHaveTextContent('List price $749 / year');
    expect(screen.getByRole('article', { name: 'Response Suggestion Assistant' })).toHaveTextContent('List price $1,499 / year');
  });
});
