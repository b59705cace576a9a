import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../../test/render-with-router.js';
import { UkNavBar } from './UkNavBar.js';

describe('UkNavBar', () => {
  it('links the brand, the anchors and Get Started to the spec targets, with a named UK flag', () => {
    renderWithRouter(<UkNavBar />, '/ukcurriculum');
    expect(screen.getByRole('link', { name: 'Averra AI home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Subjects Covered' })).toHaveAttribute('href', '/ukcurriculum#subjects');
    expect(screen.getByRole('link', { name: 'Why Us' })).toHaveAttribute('href', '/ukcurriculum#why-us');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/joinclass?course=uk-curriculum#bookid');
    expect(screen.getByRole('img', { name: 'Flag of the United Kingdom' })).toHaveAttribute('viewBox', '0 0 60 30');
  });

  it('opens and closes the mobile menu with the toggle', async () => {
    const user = userEvent.setup();
    renderWithRouter(<UkNavBar />, '/ukcurriculum');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const menu = screen.getByRole('navigation', { name: 'UK curriculum' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    expect(menu).not.toHaveClass('is-open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(menu).toHaveClass('is-open');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toHaveClass('is-open');
  });

  it('closes on Escape, returning focus to the toggle', async () => {
    const user = userEvent.setup();
    renderWithRouter(<UkNavBar />, '/ukcurriculum');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    screen.getByRole('link', { name: 'Why Us' }).focus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when an anchor link is followed', async () => {
    const user = userEvent.setup();
    renderWithRouter(<UkNavBar />, '/ukcurriculum');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);

    await user.click(screen.getByRole('link', { name: 'Subjects Covered' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation', { name: 'UK curriculum' })).not.toHaveClass('is-open');
  });
});
