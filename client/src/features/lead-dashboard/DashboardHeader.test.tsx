import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, type FetchMock } from '../../../test/fetch-mock.js';
import { DashboardHeader, SIGN_OUT_EVERYWHERE_FAILED } from './DashboardHeader.js';
import { renderPortal } from '../../../test/test-router.js';

let fetchMock: FetchMock;
let restoreFetch: () => void;

beforeEach(() => {
  ({ fetchMock, restore: restoreFetch } = mockFetch());
});
afterEach(() => restoreFetch());

describe('DashboardHeader', () => {
  it('"Sign out everywhere" posts to /api/logout-everywhere and leaves the dashboard', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(204));
    renderPortal(<DashboardHeader buyerName="Asha Verma Realty" />, '/products/airedashboard');
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(fetchMock).toHaveBeenCalledWith('/api/logout-everywhere', expect.objectContaining({ method: 'POST' }));
  });

  it('says so, and stays, when signing out everywhere fails', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { statusCode: 500, code: 'internal', message: 'boom' }));
    renderPortal(<DashboardHeader buyerName="Asha Verma Realty" />, '/products/airedashboard');
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText(SIGN_OUT_EVERYWHERE_FAILED)).toBe(screen.getByRole('alert'));
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
  });
});
