import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { deferred, jsonResponse, mockFetch, requestBody, type FetchMock } from '../../../test/fetch-mock.js';
import { LicenceLoginForm } from './LicenceLoginForm.js';
import { renderPortal } from './test-router.js';
import { MESSAGE_TIMEOUT_MS } from './use-timed-message.js';

const KEY = 'AIRE-7KQ2M-X9PDA-4HZ3R-8NWCE-2VTBJ';
let fetchMock: FetchMock;
let restoreFetch: () => void;

beforeEach(() => {
  ({ fetchMock, restore: restoreFetch } = mockFetch());
});

afterEach(() => {
  restoreFetch();
  jest.useRealTimers();
});

function renderLogin(user: UserEvent = userEvent.setup()) {
  renderPortal(<LicenceLoginForm />, '/products/aireland');
  return user;
}

async function acceptLicence(user: UserEvent): Promise<void> {
  fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true, email: 'a***@example.com' }));
  await user.click(screen.getByLabelText(/licence key/i));
  await user.paste(KEY);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByLabelText(/one-time code/i);
}

describe('LicenceLoginForm', () => {
  it('takes a pasted key in a field browsers will not autofill', async () => {
    const user = renderLogin();
    const field = screen.getByLabelText(/licence key/i);
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field).toBeRequired();

    await user.click(field);
    await user.paste(KEY);

    expect(field).toHaveValue(KEY);
    expect(screen.queryByLabelText(/one-time code/i)).not.toBeInTheDocument();
  });

  it('posts the key, shows Checking... meanwhile, then asks for the code with Verify and Resend', async () => {
    const user = renderLogin();
    const pending = deferred<Response>();
    fetchMock.mockReturnValueOnce(pending.promise);
    await user.type(screen.getByLabelText(/licence key/i), KEY);

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('button', { name: 'Checking...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith('/api/validate-license', expect.objectContaining({ method: 'POST' }));
    expect(requestBody(fetchMock)).toEqual({ license: KEY });

    await act(async () => pending.resolve(jsonResponse(200, { ok: true, email: 'a***@example.com' })));

    const otp = await screen.findByLabelText(/one-time code/i);
    expect(otp).toHaveFocus();
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.getByText(/sent a 6-digit code to a\*\*\*@example\.com/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('says the key is invalid when the server rejects it, and clears the message after 5 seconds', async () => {
    jest.useFakeTimers();
    const user = renderLogin(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { statusCode: 401, code: 'LICENCE_INVALID', message: 'Invalid license key' }),
    );
    await user.type(screen.getByLabelText(/licence key/i), 'AIRE-WRONG');

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // findBy polls with the fake clock (50 ms a step), so allow a little slack around the 5 seconds.
    expect(await screen.findByText('Invalid license key')).toBe(screen.getByRole('alert'));
    expect(screen.queryByLabelText(/one-time code/i)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(MESSAGE_TIMEOUT_MS - 200));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid license key');
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('says something went wrong when the licence check gets no answer', async () => {
    const user = renderLogin();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await user.type(screen.getByLabelText(/licence key/i), KEY);

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Something went wrong')).toBe(screen.getByRole('alert'));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('verifies the code and opens the dashboard without the key in the address', async () => {
    const user = renderLogin();
    await acceptLicence(user);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true, buyerName: 'Asha Verma' }));

    await user.type(screen.getByLabelText(/one-time code/i), '048213');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/products\/airedashboard$/);
    expect(fetchMock).toHaveBeenLastCalledWith('/api/verify-otp', expect.objectContaining({ method: 'POST' }));
    expect(requestBody(fetchMock, 1)).toEqual({ license: KEY, otp: '048213' });
  });

  it("shows the server's message when the code is refused", async () => {
    const user = renderLogin();
    await acceptLicence(user);
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { statusCode: 401, code: 'OTP_EXPIRED', message: 'This code has expired. Ask for a new one.' }),
    );

    await user.type(screen.getByLabelText(/one-time code/i), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('This code has expired. Ask for a new one.')).toBe(screen.getByRole('alert'));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("falls back to 'Invalid OTP' when the refusal has no message", async () => {
    const user = renderLogin();
    await acceptLicence(user);
    fetchMock.mockResolvedValueOnce(jsonResponse(401));

    await user.type(screen.getByLabelText(/one-time code/i), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Invalid OTP')).toBe(screen.getByRole('alert'));
  });

  it('says something went wrong when verifying gets no answer', async () => {
    const user = renderLogin();
    await acceptLicence(user);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await user.type(screen.getByLabelText(/one-time code/i), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Something went wrong')).toBe(screen.getByRole('alert'));
  });

  it('resends the code for the same key and says so', async () => {
    const user = renderLogin();
    await acceptLicence(user);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true, email: 'a***@example.com' }));

    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('OTP resent!'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(requestBody(fetchMock, 1)).toEqual({ license: KEY });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });
});
