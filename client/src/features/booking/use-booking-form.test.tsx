import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, requestBody, type FetchMock } from '../../../test/fetch-mock.js';
import { renderWithRouter } from '../../../test/render-with-router.js';
import { BookingForm } from './BookingForm.js';
import { requestedCourse } from './use-booking-form.js';

let fetchMock: FetchMock;
let restoreFetch: () => void;

beforeEach(() => {
  ({ fetchMock, restore: restoreFetch } = mockFetch());
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});

afterEach(() => {
  restoreFetch();
  jest.restoreAllMocks();
});

const courseSelect = () => screen.getByLabelText<HTMLSelectElement>(/course or subject/i);
const chosenLabel = () => courseSelect().selectedOptions[0]?.textContent;

describe('requestedCourse', () => {
  it('accepts only ids of the shared course catalogue', () => {
    expect(requestedCourse('math-tutoring')).toBe('math-tutoring');
    expect(requestedCourse('science-tutoring')).toBe('science-tutoring');
    expect(requestedCourse('astrology')).toBeUndefined();
    expect(requestedCourse('')).toBeUndefined();
    expect(requestedCourse('Math-Tutoring')).toBeUndefined();
    expect(requestedCourse(null)).toBeUndefined();
  });
});

describe('useBookingForm course pre-selection', () => {
  it('opens /joinclass?course=math-tutoring#bookid with Mathematics tutoring chosen', async () => {
    renderWithRouter(<BookingForm />, '/joinclass?course=math-tutoring#bookid');
    await waitFor(() => expect(courseSelect()).toHaveValue('math-tutoring'));
    expect(chosenLabel()).toBe('Mathematics tutoring');
  });

  it('pre-selects every teaching subject it is linked with', async () => {
    renderWithRouter(<BookingForm />, '/joinclass?course=biology-tutoring#bookid');
    await waitFor(() => expect(courseSelect()).toHaveValue('biology-tutoring'));
    expect(chosenLabel()).toBe('Biology tutoring');
  });

  it('ignores an unknown course and leaves the select empty', async () => {
    renderWithRouter(<BookingForm />, '/joinclass?course=cooking-class#bookid');
    // Let any effect run before asserting that nothing was chosen.
    await waitFor(() => expect(screen.getByLabelText(/full name/i)).toBeInTheDocument());
    expect(courseSelect()).toHaveValue('');
  });

  it('leaves the select empty without a course in the query', () => {
    renderWithRouter(<BookingForm />, '/joinclass#bookid');
    expect(courseSelect()).toHaveValue('');
  });

  it('lets the visitor change the pre-selected course, and sends the one finally chosen', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 'b1' }));
    renderWithRouter(<BookingForm />, '/joinclass?course=math-tutoring#bookid');
    await waitFor(() => expect(courseSelect()).toHaveValue('math-tutoring'));

    await user.selectOptions(courseSelect(), 'physics-tutoring');
    await user.type(screen.getByLabelText(/full name/i), 'Ravi Kumar');
    await user.type(screen.getByLabelText(/e-mail/i), 'ravi@example.com');
    await user.click(screen.getByRole('checkbox', { name: /terms of service/i }));
    await user.click(screen.getByRole('button', { name: /book my seat/i }));

    await screen.findByRole('button', { name: 'Book another' });
    expect(requestBody(fetchMock)).toMatchObject({ course: 'physics-tutoring' });

    // The spec clears the fields after a booking; the link's course does not come back.
    await user.click(screen.getByRole('button', { name: 'Book another' }));
    expect(courseSelect()).toHaveValue('');
  });
});
