import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { deferred, jsonResponse, mockFetch, requestBody, type FetchMock } from '../../../test/fetch-mock.js';
import { LicenceLoginForm } from './LicenceLoginForm.js';
import { OTP_STILL_VALID } from './portal-messages.js';
import { renderPortal } from '../../../test/test-router.js';
import { MESSAGE_TIMEOUT_MS } from './use-timed-message.js';

const KEY = 'AIRE-7KQ2M-X9PDA-4HZ3R-8NWCE-2VTBJ';
const CODE_SENT = { ok: true, email: 'a***@example.com', codeSent: true, resendAfter: 0, expiresIn: 600 };
const tooMany = (message: string, retryAfter: number) => jsonResponse(429, { statusCode: 429, code: 'TOO_MANY_REQUESTS', message, retryAfter });

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

/** Fake timers for the countdown and the 5-second messages; user-event moves the same clock. */
function renderLoginWithFakeTimers(): UserEvent {
  jest.useFakeTimers();
  return renderLogin(userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
}

async function acceptLicence(user: UserEvent, answer: object = CODE_SENT): Promise<void> {
  fetchMock.mockResolvedValueOnce(jsonResponse(200, answer));
  await user.click(screen.getByLabelText(/licence key/i));
  await user.paste(KEY);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByLabelText(/one-time code/i);
}

const resendButton = () => screen.getByRole('button', { name: /^Resend code/ });

describe('LicenceLoginForm: the licence key', () => {
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

  it('posts the key, shows Checking... meanwhile, then asks for the code with Verify, Resend and Use a different key', async () => {
    const user = renderLogin();
    const pending = deferred<Response>();
    fetchMock.mockReturnValueOnce(pending.promise);
    await user.type(screen.getByLabelText(/licence key/i), KEY);

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('button', { name: 'Checking...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith('/api/validate-license', expect.objectContaining({ method: 'POST' }));
    expect(requestBody(fetchMock)).toEqual({ license: KEY });

    await act(async () => pending.resolve(jsonResponse(200, { ...CODE_SENT, expiresIn: 900 })));

    const otp = await screen.findByLabelText(/one-time code/i);
    expect(otp).toHaveFocus();
    expect(screen.getByText('We sent a 6-digit code to a***@example.com. It is valid for 15 minutes.')).toBeInTheDocument();
    expect(screen.getByLabelText(/licence key/i)).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Use a different key' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('says the key is invalid when the server rejects it, and clears the message after 5 seconds', async () => {
    const user = renderLoginWithFakeTimers();
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

  it("shows the server's 429 message (how long to wait) instead of 'Invalid license key'", async () => {
    const user = renderLogin();
    fetchMock.mockResolvedValueOnce(tooMany('Too many codes requested. Try again in 40 minutes.', 2400));
    await user.type(screen.getByLabelText(/licence key/i), KEY);

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Too many codes requested. Try again in 40 minutes.')).toBe(screen.getByRole('alert'));
    expect(screen.queryByLabelText(/one-time code/i)).not.toBeInTheDocument();
  });

  it('signing in again within the minute after the last code was used: the code step opens, with a live countdown to a new code', async () => {
    const user = renderLoginWithFakeTimers();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(429, { statusCode: 429, code: 'otp_send_limit', message: 'A code was sent moments ago. Wait 42 seconds before asking for another.', retryAfter: 42 }),
    );
    await user.click(screen.getByLabelText(/licence key/i));
    await user.paste(KEY);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByLabelText(/one-time code/i)).toBeInTheDocument();
    expect(screen.getByText(/a new one can be sent in 42 s/)).toBeInTheDocument();
    expect(resendButton()).toHaveTextContent('Resend code in 42 s');
    expect(resendButton()).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('');

    // Still there after the 5 s that timed messages last, and counting.
    await act(async () => jest.advanceTimersByTime(MESSAGE_TIMEOUT_MS + 1000));
    expect(screen.getByText(/a new one can be sent in 36 s/)).toBeInTheDocument();

    await act(async () => jest.advanceTimersByTime(36_000));
    expect(screen.getByText(/You can ask for a new code now/)).toBeInTheDocument();
    expect(resendButton()).toBeEnabled();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, CODE_SENT));
    await user.click(resendButton());
    expect(await screen.findByText(/We sent a 6-digit code to a\*\*\*@example\.com/)).toBeInTheDocument();
  });

  it('says the earlier code is still valid when no new code was sent (codeSent false)', async () => {
    const user = renderLogin();

    await acceptLicence(user, { ...CODE_SENT, codeSent: false, resendAfter: 45 });

    expect(screen.getByText(/^A code went to a\*\*\*@example\.com less than a minute ago\. Your earlier code is still valid: check your inbox/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(OTP_STILL_VALID);
    expect(screen.queryByText(/We sent a 6-digit code/)).not.toBeInTheDocument();
    expect(resendButton()).toHaveTextContent('Resend code in 45 s');
  });
});

describe('LicenceLoginForm: the one-time code', () => {
  it('is a numeric one-time-code field of at most 6 characters', async () => {
    const user = renderLogin();
    await acceptLicence(user);

    const otp = screen.getByLabelText(/one-time code/i);
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    expect(otp).toHaveAttribute('maxlength', '6');
    expect(otp).toBeRequired();
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

  it('strips spaces and dashes from a pasted code before sending it', async () => {
    const user = renderLogin();
    await acceptLicence(user);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true, buyerName: 'Asha Verma' }));

    await user.click(screen.getByLabelText(/one-time code/i));
    await user.paste(' 048 213 ');
    expect(screen.getByLabelText(/one-time code/i)).toHaveValue('048213');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/products/airedashboard');
    expect(requestBody(fetchMock, 1)).toEqual({ license: KEY, otp: '048213' });
  });

  it('strips a space typed into the code', async () => {
    const user = renderLogin();
    await acceptLicence(user);

    await user.type(screen.getByLabelText(/one-time code/i), '048-21 3');

    expect(screen.getByLabelText(/one-time code/i)).toHaveValue('048213');
  });

  it("shows the server's message when the code is refused", async () => {
    const user = renderLogin();
    await acceptLicence(user);
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { statusCode: 401, code: 'OTP_EXPIRED', message: 'This code has expired. Request a new one.' }),
    );

    await user.type(screen.getByLabelText(/one-time code/i), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('This code has expired. Request a new one.')).toBe(screen.getByRole('alert'));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("shows 'Invalid OTP' from the server", async () => {
    const user = renderLogin();
    await acceptLicence(user);
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { statusCode: 401, code: 'OTP_INVALID', message: 'Invalid OTP' }));

    await user.type(screen.getByLabelText(/one-time code/i), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Invalid OTP')).toBe(screen.getByRole('alert'));
  });

  it("falls back to 'Invalid OTP' when the refusal has no message", async () => {
    const user = renderLogin();
    await acceptLicence(user);
    fetchMock.mockResolvedValueOnce(jsonResponse(401));

    await user.type(screen.getByLabelText(/one-time code/i), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Invalid OTP')).toBe(screen.getByRole('alert'));
  });

  it("shows the server's 429 message when the code is burned after too many tries", async () => {
    const user = renderLogin();
    await acceptLicence(user);
    fetchMock.mockResolvedValueOnce(tooMany('Too many wrong codes. Request a new code.', 60));

    await user.type(screen.getByLabelText(/one-time code/i), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Too many wrong codes. Request a new code.')).toBe(screen.getByRole('alert'));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('says something went wrong when verifying gets no answer', async () => {
    const user = renderLogin();
    await acceptLicence(user);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await user.type(screen.getByLabelText(/one-time code/i), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Something went wrong')).toBe(screen.getByRole('alert'));
  });
});

describe('LicenceLoginForm: resending the code', () => {
  it('counts down to the resend each second, then enables Resend code', async () => {
    const user = renderLoginWithFakeTimers();
    await acceptLicence(user, { ...CODE_SENT, resendAfter: 3 });

    expect(resendButton()).toHaveTextContent('Resend code in 3 s');
    expect(resendButton()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(resendButton()).toHaveTextContent('Resend code in 2 s');
    expect(resendButton()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(resendButton()).toHaveTextContent('Resend code in 1 s');
    act(() => jest.advanceTimersByTime(1000));
    expect(resendButton()).toHaveTextContent(/^Resend code$/);
    expect(resendButton()).toBeEnabled();
  });

  it("resends the code for the same key, says 'OTP resent!' and restarts the countdown", async () => {
    const user = renderLoginWithFakeTimers();
    await acceptLicence(user, { ...CODE_SENT, resendAfter: 60 });
    act(() => jest.advanceTimersByTime(60_000));
    await user.type(screen.getByLabelText(/one-time code/i), '12');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...CODE_SENT, resendAfter: 60 }));

    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('OTP resent!'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(requestBody(fetchMock, 1)).toEqual({ license: KEY });
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByLabelText(/one-time code/i)).toHaveValue('');
    expect(resendButton()).toHaveTextContent(/Resend code in (60|59) s/);
    expect(resendButton()).toBeDisabled();
  });

  it('says the earlier code is still valid when a resend sent no new code', async () => {
    const user = renderLogin();
    await acceptLicence(user);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...CODE_SENT, codeSent: false, resendAfter: 30 }));

    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(OTP_STILL_VALID));
    expect(screen.getByRole('status')).not.toHaveTextContent('OTP resent!');
    expect(screen.getByText(/less than a minute ago\. Your earlier code is still valid/)).toBeInTheDocument();
  });

  it("shows the server's 429 message and waits retryAfter seconds before the next resend", async () => {
    const user = renderLogin();
    await acceptLicence(user);
    fetchMock.mockResolvedValueOnce(tooMany('You asked for 5 codes this hour. Try again in 12 minutes.', 720));

    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    expect(await screen.findByText('You asked for 5 codes this hour. Try again in 12 minutes.')).toBe(screen.getByRole('alert'));
    expect(resendButton()).toHaveTextContent(/Resend code in (720|719) s/);
    expect(resendButton()).toBeDisabled();
  });
});

describe('LicenceLoginForm: Use a different key', () => {
  it('goes back to an empty, focused key field and forgets the code step', async () => {
    const user = renderLogin();
    await acceptLicence(user, { ...CODE_SENT, resendAfter: 60 });
    await user.type(screen.getByLabelText(/one-time code/i), '123');

    await user.click(screen.getByRole('button', { name: 'Use a different key' }));

    const licence = screen.getByLabelText(/licence key/i);
    expect(licence).toHaveValue('');
    expect(licence).not.toHaveAttribute('readonly');
    expect(licence).toHaveFocus();
    expect(screen.queryByLabelText(/one-time code/i)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();

    // The new key gets its own code step, with nothing carried over.
    await acceptLicence(user, { ...CODE_SENT, email: 'b***@example.com' });
    expect(screen.getByLabelText(/one-time code/i)).toHaveValue('');
    expect(screen.getByText(/sent a 6-digit code to b\*\*\*@example\.com/)).toBeInTheDocument();
    expect(resendButton()).toHaveTextContent(/^Resend code$/);
  });
});
