import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../test/render-with-router.js';
import { SiteHeader } from './SiteHeader.js';

describe('SiteHeader', () => {
  it('opens and closes the mobile menu with the toggle', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
    expect(nav).not.toHaveClass('is-open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(nav).toHaveClass('is-open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toHaveClass('is-open');
  });

  it('closes the menu on Escape and when a link is followed', async () => {
    const user = userEvent.setup();
    renderWithRouter(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(screen.getByRole('link', { name: 'Why Us' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('links the navigation to the spec targets', () => {
    renderWithRouter(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Live Courses' })).toHaveAttribute('href', '/#whatweoffer');
    expect(screen.getByRole('link', { name: 'Why Us' })).toHaveAttribute('href', '/#whyus');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/joinclass#bookid');
  });
});
