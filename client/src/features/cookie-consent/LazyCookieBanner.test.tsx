import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { renderWithRouter } from '../../../test/render-with-router.js';
import { CONSENT_STORAGE_KEY } from './consent-storage.js';
import { openCookieSettings } from './cookie-settings.js';
import { LazyCookieBanner } from './LazyCookieBanner.js';

afterEach(() => window.localStorage.clear());

describe('LazyCookieBanner', () => {
  it('loads and shows the banner when no choice is stored', async () => {
    renderWithRouter(<LazyCookieBanner />);
    expect(await screen.findByRole('region', { name: 'Cookies on Averra AI' })).toBeInTheDocument();
  });

  it('loads nothing while a choice is stored, and opens the banner with focus when Cookie settings asks', async () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'rejected');
    renderWithRouter(<LazyCookieBanner />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    act(() => openCookieSettings());
    expect(await screen.findByRole('region', { name: 'Cookies on Averra AI' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cookies on Averra AI' })).toHaveFocus();
  });
});
