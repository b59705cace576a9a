import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { renderWithRouter } from '../../../test/render-with-router.js';
import { CONSENT_STORAGE_KEY } from './consent-storage.js';
import { CookieBanner } from './CookieBanner.js';
import { CookieSettingsButton } from './CookieSettingsButton.js';

const banner = () => screen.queryByRole('region', { name: 'Cookies on Averra AI' });

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('CookieBanner', () => {
  it('is shown when no choice is stored, with equal Accept and Reject buttons and a link to the policy', () => {
    renderWithRouter(<CookieBanner />);
    expect(banner()).toBeInTheDocument();
    const accept = screen.getByRole('button', { name: 'Accept' });
    const reject = screen.getByRole('button', { name: 'Reject' });
    expect(accept.className).toBe(reject.className);
    expect(screen.getByRole('link', { name: 'Read our Cookie Policy' })).toHaveAttribute('href', '/cookie');
  });

  it('stores "accepted" under its one key and hides on Accept', async () => {
    const user = userEvent.setup();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    renderWithRouter(<CookieBanner />);

    await user.click(screen.getByRole('button', { name: 'Accept' }));

    expect(banner()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('accepted');
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(window.localStorage).toHaveLength(1);
  });

  it('stores "rejected" under its one key and hides on Reject, using the keyboard', async () => {
    const user = userEvent.setup();
    renderWithRouter(<CookieBanner />);

    await user.tab(); // the policy link
    await user.tab(); // Accept
    await user.tab(); // Reject
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(banner()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('rejected');
    expect(window.localStorage).toHaveLength(1);
  });

  it.each(['accepted', 'rejected'])('never shows when "%s" is stored', (choice) => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
    renderWithRouter(<CookieBanner />);
    expect(banner()).not.toBeInTheDocument();
  });

  it('asks again when the stored value is not a valid choice', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'maybe');
    renderWithRouter(<CookieBanner />);
    expect(banner()).toBeInTheDocument();
  });

  it('hydrates against empty prerendered markup, then appears', async () => {
    // The prerendered page holds no banner; hydration must match it exactly and show the banner only afterwards.
    const container = document.createElement('div');
    document.body.append(container);
    const onRecoverableError = jest.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <MemoryRouter>
          <CookieBanner />
        </MemoryRouter>,
        { onRecoverableError },
      ),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(banner()).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });

  it('still shows, and hides for the visit after a choice, when the browser blocks local storage', async () => {
    const user = userEvent.setup();
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    renderWithRouter(<CookieBanner />);
    expect(banner()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(banner()).not.toBeInTheDocument();
  });

  it('hides when the choice is made in another tab', () => {
    renderWithRouter(<CookieBanner />);
    act(() => {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue: 'accepted' }));
    });
    expect(banner()).not.toBeInTheDocument();
  });

  it('reopens from Cookie settings, takes focus, and gives it back after the new choice', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    renderWithRouter(
      <>
        <CookieSettingsButton />
        <CookieBanner />
      </>,
    );
    expect(banner()).not.toBeInTheDocument();
    const settings = screen.getByRole('button', { name: 'Cookie settings' });

    await user.click(settings);
    expect(banner()).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cookies on Averra AI' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(banner()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('rejected');
    expect(window.localStorage).toHaveLength(1);
    expect(settings).toHaveFocus();
  });
});
