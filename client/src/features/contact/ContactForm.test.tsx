import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { deferred, jsonResponse, mockFetch, requestBody, type FetchMock } from '../../../test/fetch-mock.js';
import { ContactForm } from './ContactForm.js';

let fetchMock: FetchMock;
let restoreFetch: () => void;
let alertSpy: jest.SpiedFunction<typeof window.alert>;

beforeEach(() => {
  ({ fetchMock, restore: restoreFetch } = mockFetch());
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

async function fillForm(user: UserEvent): Promise<void> {
  await user.type(screen.getByLabelText(/full name/i), 'Grace Hopper');
  await user.type(screen.getByLabelText(/e-mail/i), 'grace@example.com');
  await user.type(screen.getByLabelText(/subject/i), 'Tutoring for IGCSE physics');
  await user.type(screen.getByLabelText(/message/i), 'Which weekdays are available?');
}

describe('ContactForm', () => {
  it('shows Sending... while the message is in flight, then alerts and shows the inline confirmation', async () => {
    const user = userEvent.setup();
    const pending = deferred<Response>();
    fetchMock.mockReturnValueOnce(pending.promise);
    render(<ContactForm />);
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith('/api/contact', expect.objectContaining({ method: 'POST' }));
    expect(requestBody(fetchMock)).toEqual({
      fullName: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'Tutoring for IGCSE physics',
      message: 'Which weekdays are available?',
      website: '',
    });

    pending.resolve(jsonResponse(201, { id: 'c1' }));
    expect(await screen.findByText('Message Sent successfully!')).toBeInTheDocument();
    expect(alertSpy).toHaveBeenCalledWith('Message sent successfully!');
    expect(screen.queryByLabelText(/full name/i)).not.toBeInTheDocument();
  });

  it('alerts the failure message and keeps the form and its values', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { statusCode: 429, code: 'RATE_LIMITED', message: 'Slow down' }));
    render(<ContactForm />);
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Failed to send message.'));
    expect(screen.getByLabelText(/subject/i)).toHaveValue('Tutoring for IGCSE physics');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(screen.queryByText('Message Sent successfully!')).not.toBeInTheDocument();
  });

  it('alerts the failure message when the network is down', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<ContactForm />);
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Failed to send message.'));
  });

  it('shows field errors from a 400 answer next to their fields', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        errors: [
          { field: 'subject', message: 'Subject must be at most 200 characters.' },
          { field: 'message', message: 'Message is required.' },
        ],
      }),
    );
    render(<ContactForm />);
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const subject = screen.getByLabelText(/subject/i);
    await waitFor(() => expect(subject).toHaveAccessibleDescription('Subject must be at most 200 characters.'));
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/message/i)).toHaveAccessibleDescription('Message is required.');
  });

  it('marks every field required and applies the shared length limits', () => {
    render(<ContactForm />);
    for (const label of [/full name/i, /e-mail/i, /subject/i, /message/i]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/subject/i)).toHaveAttribute('maxLength', '200');
    expect(screen.getByLabelText(/message/i)).toHaveAttribute('maxLength', '5000');
  });
});
