import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MESSAGES } from '../../../../shared/messages.js';
import { deferred, jsonResponse, mockFetch, requestBody, type FetchMock } from '../../../test/fetch-mock.js';
import { renderWithRouter } from '../../../test/render-with-router.js';
import { BookingForm } from './BookingForm.js';

let fetchMock: FetchMock;
let restoreFetch: () => void;
let alertSpy: jest.SpiedFunction<typeof window.alert>;
let consoleErrorSpy: jest.SpiedFunction<typeof console.error>;

beforeEach(() => {
  ({ fetchMock, restore: restoreFetch } = mockFetch());
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  consoleErrorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

const submitButton = () => screen.getByRole('button', { name: /book my seat|booking/i });
const termsBox = () => screen.getByRole('checkbox', { name: /terms of service/i });

async function fillRequiredFields(user: UserEvent): Promise<void> {
  await user.type(screen.getByLabelText(/full name/i), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/e-mail/i), 'ada@example.com');
  await user.selectOptions(screen.getByLabelText(/course or subject/i), 'applied-data-science-ai');
}

describe('BookingForm', () => {
  it('keeps submit disabled until the terms box is checked', async () => {
    const user = userEvent.setup();
    renderWithRouter(<BookingForm />);

    expect(termsBox()).not.toBeChecked();
    expect(submitButton()).toBeDisabled();
    await user.click(termsBox());
    expect(submitButton()).toBeEnabled();
    await user.click(termsBox());
    expect(submitButton()).toBeDisabled();
  });

  it('alerts the terms message when Enter is pressed in a field with the box unchecked', async () => {
    const user = userEvent.setup();
    renderWithRouter(<BookingForm />);
    await fillRequiredFields(user);

    await user.type(screen.getByLabelText(/full name/i), '{Enter}');

    expect(alertSpy).toHaveBeenCalledWith('You must accept the Terms of Service and Privacy Policy.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the booking, shows the submitting state, then replaces the form with a confirmation', async () => {
    const user = userEvent.setup();
    const pending = deferred<Response>();
    fetchMock.mockReturnValueOnce(pending.promise);
    renderWithRouter(<BookingForm />);
    await fillRequiredFields(user);
    await user.click(termsBox());

    await user.click(submitButton());

    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Booking...');
    expect(fetchMock).toHaveBeenCalledWith('/api/book-class', expect.objectContaining({ method: 'POST' }));
    expect(requestBody(fetchMock)).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      course: 'applied-data-science-ai',
      acceptedTerms: true,
      website: '',
    });

    pending.resolve(jsonResponse(201, { id: 'b1' }));
    expect(await screen.findByRole('heading', { name: /your seat request is in, ada/i })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /book my seat/i })).not.toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Book another' }));
    expect(screen.getByLabelText(/full name/i)).toHaveValue('');
    expect(screen.getByLabelText(/e-mail/i)).toHaveValue('');
    expect(screen.getByLabelText(/course or subject/i)).toHaveValue('');
    expect(termsBox()).not.toBeChecked();
  });

  it('alerts the failure message, logs the error and keeps the values when the server fails', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: 'boom' }));
    renderWithRouter(<BookingForm />);
    await fillRequiredFields(user);
    await user.type(screen.getByLabelText(/phone/i), '+91 98765 43210');
    await user.click(termsBox());

    await user.click(submitButton());

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith(MESSAGES.bookingFailed));
    expect(MESSAGES.bookingFailed).toBe('Something went wrong. Please try again later.');
    expect(consoleErrorSpy).toHaveBeenCalled();
    expect(screen.getByLabelText(/full name/i)).toHaveValue('Ada Lovelace');
    expect(screen.getByLabelText(/phone/i)).toHaveValue('+91 98765 43210');
    expect(termsBox()).toBeChecked();
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent('Book my seat');
  });

  it('shows the server field errors next to their fields', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        errors: [{ field: 'email', message: 'Enter a real e-mail address.' }],
      }),
    );
    renderWithRouter(<BookingForm />);
    await fillRequiredFields(user);
    await user.click(termsBox());

    await user.click(submitButton());

    const email = screen.getByLabelText(/e-mail/i);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Enter a real e-mail address.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/full name/i)).not.toHaveAttribute('aria-invalid');

    await user.type(email, 'm');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('limits field lengths with the shared limits and hides the honeypot', () => {
    const { container } = renderWithRouter(<BookingForm />);
    expect(screen.getByLabelText(/full name/i)).toHaveAttribute('maxLength', '120');
    expect(screen.getByLabelText(/e-mail/i)).toHaveAttribute('type', 'email');
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabIndex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
  });
});
