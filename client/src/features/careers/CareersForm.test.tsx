import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { RESUME_MAX_BYTES } from '../../../../shared/limits.js';
import { deferred, jsonResponse, mockFetch, type FetchMock } from '../../../test/fetch-mock.js';
import { CareersForm } from './CareersForm.js';

let fetchMock: FetchMock;
let restoreFetch: () => void;
let alertSpy: jest.SpiedFunction<typeof window.alert>;
let errorSpy: jest.SpiedFunction<typeof console.error>;

beforeEach(() => {
  ({ fetchMock, restore: restoreFetch } = mockFetch());
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

function pdf(name = 'ada-lovelace-cv.pdf', size?: number): File {
  const file = new File(['%PDF-1.7 résumé'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

const resumeInput = () => screen.getByLabelText(/résumé/i);
const submitButton = () => screen.getByRole('button', { name: 'Submit application' });

async function fillForm(user: UserEvent, file: File = pdf()): Promise<void> {
  await user.type(screen.getByLabelText(/full name/i), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/e-mail/i), 'ada@example.com');
  await user.click(screen.getByRole('checkbox', { name: 'Project Mentor' }));
  await user.click(screen.getByRole('checkbox', { name: 'Product Contributor' }));
  await user.upload(resumeInput(), file);
}

function sentForm(): FormData {
  const body = fetchMock.mock.calls[0]?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error('expected a FormData body');
  return body;
}

describe('CareersForm', () => {
  it('posts multipart data with one roles entry per role, shows Submitting... and then the success message', async () => {
    const user = userEvent.setup();
    const pending = deferred<Response>();
    fetchMock.mockReturnValueOnce(pending.promise);
    render(<CareersForm />);
    await fillForm(user);

    await user.click(submitButton());

    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledWith('/api/careers', expect.objectContaining({ method: 'POST' }));
    const form = sentForm();
    expect(form.get('fullName')).toBe('Ada Lovelace');
    expect(form.get('email')).toBe('ada@example.com');
    expect(form.getAll('roles')).toEqual(['mentor', 'contributor']);
    expect((form.get('resume') as File).name).toBe('ada-lovelace-cv.pdf');
    expect(form.get('website')).toBe('');

    pending.resolve(jsonResponse(201, { id: 'a1' }));
    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument();
    expect(screen.queryByLabelText(/full name/i)).not.toBeInTheDocument();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('alerts the failure message, logs the error and keeps the form and its values', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }));
    render(<CareersForm />);
    await fillForm(user);

    await user.click(submitButton());

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Failed to submit application.'));
    expect(errorSpy).toHaveBeenCalled();
    expect(screen.getByLabelText(/full name/i)).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('checkbox', { name: 'Project Mentor' })).toBeChecked();
    expect((resumeInput() as HTMLInputElement).files?.[0]?.name).toBe('ada-lovelace-cv.pdf');
    expect(submitButton()).toBeEnabled();
  });

  it('alerts the failure message when the network is down', async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<CareersForm />);
    await fillForm(user);

    await user.click(submitButton());

    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Failed to submit application.'));
  });

  it('shows field errors from a 400 answer next to their fields', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        errors: [
          { field: 'email', message: 'Enter a valid e-mail address.' },
          { field: 'roles', message: 'Choose a role from the list.' },
        ],
      }),
    );
    render(<CareersForm />);
    await fillForm(user);

    await user.click(submitButton());

    const email = screen.getByLabelText(/e-mail/i);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('checkbox', { name: 'Project Mentor' })).toHaveAccessibleDescription('Choose a role from the list.');
  });

  it.each([
    [413, 'Your résumé must be 5 MB or smaller. Try exporting it without large images.'],
    [415, 'Your résumé must be a PDF file. Export it as PDF from your editor and choose it again.'],
  ])('explains a %i answer at the résumé field', async (status, message) => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(status, { statusCode: status, code: 'UPLOAD_REJECTED', message: 'Rejected' }));
    render(<CareersForm />);
    await fillForm(user);

    await user.click(submitButton());

    await waitFor(() => expect(resumeInput()).toHaveAccessibleDescription(`PDF only, up to 5 MB. ${message}`));
    expect(resumeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(resumeInput()).toHaveFocus();
    expect(alertSpy).toHaveBeenCalledWith('Failed to submit application.');
  });

  it('asks for a résumé when none is attached', async () => {
    const user = userEvent.setup();
    render(<CareersForm />);
    await user.type(screen.getByLabelText(/full name/i), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/e-mail/i), 'ada@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'School Subject Tutor' }));

    await user.click(submitButton());

    expect(resumeInput()).toHaveAccessibleDescription('PDF only, up to 5 MB. Attach your résumé as a PDF file.');
    expect(resumeInput()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for at least one role and sends nothing while none is chosen', async () => {
    const user = userEvent.setup();
    render(<CareersForm />);
    await user.type(screen.getByLabelText(/full name/i), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/e-mail/i), 'ada@example.com');
    await user.upload(resumeInput(), pdf());

    await user.click(submitButton());

    const mentor = screen.getByRole('checkbox', { name: 'Project Mentor' });
    expect(mentor).toHaveAccessibleDescription('Choose at least one role you would like to apply for.');
    expect(mentor).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(mentor);
    expect(screen.queryByText(/choose at least one role you would/i)).not.toBeInTheDocument();
  });

  it('rejects a file that is not a PDF as soon as it is chosen, and sends nothing', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<CareersForm />);
    await fillForm(user, new File(['hello'], 'cv.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));

    expect(resumeInput()).toHaveAccessibleDescription(/must be a PDF file/);
    await user.click(submitButton());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(resumeInput()).toHaveFocus();

    await user.upload(resumeInput(), pdf());
    expect(resumeInput()).not.toHaveAttribute('aria-invalid');
  });

  it('rejects a PDF over the size limit before uploading it', async () => {
    const user = userEvent.setup();
    render(<CareersForm />);
    await fillForm(user, pdf('portfolio.pdf', RESUME_MAX_BYTES + 1));

    expect(resumeInput()).toHaveAccessibleDescription(/must be 5 MB or smaller/);
    await user.click(submitButton());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts only PDFs in the file picker and marks the fields required', () => {
    render(<CareersForm />);
    expect(resumeInput()).toHaveAttribute('accept', '.pdf,application/pdf');
    expect(resumeInput()).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/full name/i)).toBeRequired();
    expect(screen.getByLabelText(/e-mail/i)).toHaveAttribute('type', 'email');
  });
});
