import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../../test/render-with-router.js';
import { CONSENT_STORAGE_KEY } from '../../features/cookie-consent/consent-storage.js';
import { CookieBanner } from '../../features/cookie-consent/CookieBanner.js';
import { CookiePage } from './CookiePage.js';
import { PrivacyPage } from './PrivacyPage.js';
import { TermsPage } from './TermsPage.js';

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('policy pages', () => {
  it('privacy: one h1, the effective date, a contents list that links to every section, and the spec facts', () => {
    renderWithRouter(<PrivacyPage />, '/privacy');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(screen.getByText('15 June 2025')).toHaveAttribute('datetime', '2025-06-15');

    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    for (const link of links) {
      const id = link.getAttribute('href')?.split('#')[1] ?? '';
      expect(document.getElementById(id)).toHaveTextContent(link.textContent ?? '');
    }
    expect(links.length).toBeGreaterThan(8);

    const text = document.body.textContent ?? '';
    expect(text).toContain('at least 16 years old');
    expect(text).toContain('not been used for 24 months, we may anonymise or delete it');
    for (const mail of screen.getAllByRole('link', { name: 'hello@averra.ai' })) {
      expect(mail).toHaveAttribute('href', 'mailto:hello@averra.ai');
    }
  });

  it('terms: refunds, price, contribution pathway and Indian law as the spec states them', () => {
    renderWithRouter(<TermsPage />, '/terms');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Terms of Service');
    const text = document.body.textContent ?? '';
    expect(text).toContain('only if you ask within 48 hours of enrolment and have not accessed any course content');
    expect(text).toContain('processed within 7 working days');
    expect(text).toContain('adjusted for payment processing fees');
    expect(text).toContain('US$69 per month');
    expect(text).toContain('6-week unpaid virtual contribution experience');
    expect(text).toContain('governed by the laws of India');
    expect(text).toContain('at least 16 years old');
    expect(screen.getByRole('navigation', { name: 'Other policies' })).toHaveTextContent('Privacy PolicyCookie Policy');
  });

  it('cookie: names the one storage key and the session cookie, and lets the visitor change the choice', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    renderWithRouter(
      <>
        <CookiePage />
        <CookieBanner />
      </>,
      '/cookie',
    );
    expect(screen.queryByRole('navigation', { name: 'On this page' })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Everything this website stores in your browser' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: CONSENT_STORAGE_KEY })).toBeInTheDocument();
    expect(table).toHaveTextContent('HttpOnly, strictly necessary');

    expect(screen.getByText('You accepted cookies in this browser.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change your choice' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByText('You rejected optional cookies in this browser.')).toBeInTheDocument();
  });
});
