import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UK_SUBJECTS } from '../../content/uk-subjects.js';
import { UkSubjectExplorer } from './UkSubjectExplorer.js';

const cards = () => screen.getAllByRole('article');

describe('UkSubjectExplorer', () => {
  it("starts at 'All' and shows the seven subject cards", () => {
    render(<UkSubjectExplorer subjects={UK_SUBJECTS} />);
    const filters = screen.getByRole('group', { name: 'Filter subjects' });
    expect(within(filters).getAllByRole('button')).toHaveLength(8);
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(cards()).toHaveLength(7);
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 7 subjects');
  });

  it('shows only the chosen subject, and all of them again on All', async () => {
    const user = userEvent.setup();
    render(<UkSubjectExplorer subjects={UK_SUBJECTS} />);

    await user.click(screen.getByRole('button', { name: 'Physics' }));
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Physics' })).toHaveTextContent('GCSE · A-Level');
    expect(screen.getByRole('button', { name: 'Physics' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Showing Physics');

    await user.click(screen.getByRole('button', { name: 'Combined Science' }));
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Combined Science' })).toHaveTextContent('KS3 · GCSE');

    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(cards()).toHaveLength(7);
  });

  it('shows one card for a known starting subject and all for an unknown value', () => {
    const { unmount } = render(<UkSubjectExplorer subjects={UK_SUBJECTS} initialFilter="cs" />);
    expect(cards()).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Computer Science' })).toBeInTheDocument();
    unmount();

    render(<UkSubjectExplorer subjects={UK_SUBJECTS} initialFilter="astronomy" />);
    expect(cards()).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('gives every picture its width and height', () => {
    const { container } = render(<UkSubjectExplorer subjects={UK_SUBJECTS} />);
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(21);
    for (const image of images) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });
});
