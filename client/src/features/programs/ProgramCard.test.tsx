import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { PROGRAMS, type Program } from '../../content/programs.js';
import { renderWithRouter } from '../../../test/render-with-router.js';
import { ProgramCard } from './ProgramCard.js';

function program(status: Program['status']): Program {
  const found = PROGRAMS.find((p) => p.status === status);
  if (!found) throw new Error(`no ${status} program in content`);
  return found;
}

describe('ProgramCard', () => {
  it('shows an open program with a Popular badge and an active enrol link', () => {
    const open = program('open');
    renderWithRouter(<ProgramCard program={open} />);
    const card = screen.getByRole('article', { name: open.title });

    expect(within(card).getByText('Popular')).toBeInTheDocument();
    expect(within(card).queryByText('Launching Soon')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /enroll now/i })).toHaveAttribute('href', '/applieddsai');
  });

  it('shows a program that is not open as Launching Soon with enrol text that is not a link', () => {
    const soon = program('launching-soon');
    renderWithRouter(<ProgramCard program={soon} />);
    const card = screen.getByRole('article', { name: soon.title });

    expect(within(card).getByText('Launching Soon')).toBeInTheDocument();
    expect(within(card).queryByText('Popular')).not.toBeInTheDocument();
    expect(within(card).getByText(soon.enrollLabel)).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(card).toHaveClass('program-card--soon');
  });

  it('lists the guided projects of the course', () => {
    const open = program('open');
    renderWithRouter(<ProgramCard program={open} />);
    for (const project of ['Data Analysis', 'Model Development', 'Visualization', 'Deployment', 'AI Solutions']) {
      expect(screen.getByText(project)).toBeInTheDocument();
    }
  });
});
