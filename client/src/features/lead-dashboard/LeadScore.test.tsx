import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { formatImpact } from './InsightsCard.js';
import { LeadScore, scoreLevel } from './LeadScore.js';

describe('LeadScore', () => {
  it.each([
    [100, 'hot', 'Hot'],
    [71, 'hot', 'Hot'],
    [70, 'warm', 'Warm'],
    [41, 'warm', 'Warm'],
    [40, 'cold', 'Cold'],
    [0, 'cold', 'Cold'],
  ])('shows %i as %s (green > 70, yellow > 40, red otherwise) with the word %s', (score, level, label) => {
    const { container } = render(<LeadScore score={score} />);

    const root = container.firstElementChild;
    expect(root).toHaveClass(`portal-score portal-score--${level}`);
    expect(screen.getByText(String(score))).toHaveClass('portal-score__number');
    expect(screen.getByText(label)).toHaveClass('portal-score__label');
    expect(container.querySelector('progress')).toHaveAttribute('value', String(score));
    expect(scoreLevel(score)).toBe(level);
  });

  it('keeps a stray score within 0-100', () => {
    render(<LeadScore score={130.4} />);

    expect(screen.getByText('100')).toBeInTheDocument();
    expect(screen.getByText('Hot')).toBeInTheDocument();
  });
});

describe('formatImpact', () => {
  it('signs the points a factor added or removed', () => {
    expect(formatImpact(12)).toBe('+12 points');
    expect(formatImpact(-8)).toBe('\u22128 points');
    expect(formatImpact(1)).toBe('+1 point');
    expect(formatImpact(0)).toBe('±0 points');
  });
});
