import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithRouter } from '../../test/render-with-router.js';
import { SiteFooter } from './SiteFooter.js';

const hrefs = (name: string) =>
  within(screen.getByRole('navigation', { name })).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

afterEach(() => window.localStorage.clear());

describe('SiteFooter', () => {
  it('has the spec link groups, contact links, copyright and policies', () => {
    renderWithRouter(<SiteFooter />);
    expect(hrefs('Explore')).toEqual([
      ['Home', '/'],
      ['Our Courses', '/#whatweoffer'],
      ['Why Us', '/#whyus'],
    ]);
    expect(hrefs('Services')).toEqual([
      ['Join Classes', '/joinclass'],
      ['Careers', '/careers'],
      ['Contact Us', '/contact'],
    ]);
    expect(hrefs('Legal')).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['Cookie Policy', '/cookie'],
    ]);
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/918047182290');
    expect(screen.getByRole('link', { name: 'hello@averra.ai' })).toHaveAttribute('href', 'mailto:hello@averra.ai');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025');
    expect(screen.getByRole('button', { name: 'Cookie settings' })).toBeInTheDocument();
  });
});
