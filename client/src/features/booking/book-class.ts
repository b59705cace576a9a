import type { BookingRequest, CreatedResponse } from '../../../../shared/api.js';
import { postJson } from '../../lib/api.js';

export interface BookingValues {
  name: string;
  email: string;
  course: string;
  phone: string;
  message: string;
  acceptedTerms: boolean;
  website: string;
}

export const EMPTY_BOOKING: BookingValues = {
  name: '',
  email: '',
  course: '',
  phone: '',
  message: '',
  acceptedTerms: false,
  website: '',
};

/** Optional fields are left out when empty rather than sent as empty strings. */
export function toBookingRequest(values: BookingValues): BookingRequest {
  const phone = values.phone.trim();
  const message = values.message.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    course: values.course,
    ...(phone ? { phone } : {}),
    ...(message ? { message } : {}),
    acceptedTerms: values.acceptedTerms,
    website: values.website,
  };
}

export function bookClass(values: BookingValues): Promise<CreatedResponse> {
  return postJson<CreatedResponse, BookingRequest>('/api/book-class', toBookingRequest(values));
}
