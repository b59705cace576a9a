import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, jsonResponse, mockFetch, type FetchMock } from '../../../test/fetch-mock.js';
import { DashboardShell } from './DashboardShell.js';
import { renderPortal } from './test-router.js';

const BUYER = {
  buyerName: 'Asha Verma',
  leads: [
    { id: 'l1', name: 'Priya Sharma', pastChats: 'Lead: Can we visit on Saturday?', pastChatsShort: 'Can we visit…', pastChatsWordCount: 5, previousIntent: 'buy', intentIncludesBuy: true },
    { id: 'l2', name: 'Rahul Mehta', pastChats: 'Lead: Is the rent negotiable?', pastChatsShort: 'Is the rent…', pastChatsWordCount: 4, previousIntent: 'rent', intentIncludesBuy: false },
  ],
};

let fetchMock: FetchMock;
let restoreFetch: () => void;
let alertSpy: jest.SpiedFunction<typeof window.alert>;

beforeEach(() => {
  ({ fetchMock, restore: restoreFetch } = mockFetch());
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

const renderDashboard = () => renderPortal(<DashboardShell />, '/products/airedashboard');

describe('DashboardShell', () => {
  it('shows a loading state, then welcomes the buyer with Home and Logout', async () => {
    const pending = deferred<Response>();
    fetchMock.mockReturnValueOnce(pending.promise);
    renderDashboard();

    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard...');
    expect(fetchMock).toHaveBeenCalledWith('/api/buyer-info', expect.objectContaining({ credentials: 'same-origin' }));

    pending.resolve(jsonResponse(200, BUYER));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Asha Verma' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(screen.getByText('Total Leads').nextElementSibling).toHaveTextContent('2');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it.each([
    ['the session is refused', () => fetchMock.mockResolvedValueOnce(jsonResponse(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Sign in first' }))],
    ['the network fails', () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))],
  ])('alerts and returns to the home page when %s', async (_case, arrange) => {
    arrange();
    renderDashboard();

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(alertSpy).toHaveBeenCalledWith('Access denied. Redirecting to login.');
    expect(alertSpy).toHaveBeenCalledTimes(1);
  });

  it('logs out on the server and returns home', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, BUYER)).mockResolvedValueOnce(jsonResponse(204));
    renderDashboard();

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(fetchMock).toHaveBeenLastCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
  });

  it('still returns home when the logout call fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, BUYER)).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderDashboard();

    await user.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});
