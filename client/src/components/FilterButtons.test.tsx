import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterButtons, knownFilter } from './FilterButtons.js';

const OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'maths', label: 'Maths' },
] as const;

describe('FilterButtons', () => {
  it('marks the chosen option pressed and reports clicks', async () => {
    const onChange = jest.fn();
    render(<FilterButtons label="Filter subjects" options={OPTIONS} value="all" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Filter subjects' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Maths' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Maths' }));
    expect(onChange).toHaveBeenCalledWith('maths');
  });

  it('falls back to the first option for a value it does not know', () => {
    expect(knownFilter(OPTIONS, 'maths')).toBe('maths');
    expect(knownFilter(OPTIONS, 'astrology')).toBe('all');
    expect(knownFilter(OPTIONS, null)).toBe('all');
  });
});
