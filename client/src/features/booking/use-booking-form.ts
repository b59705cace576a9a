import { MESSAGES } from '../../../../shared/messages.js';
import { useForm } from '../../lib/use-form.js';
import { bookClass, EMPTY_BOOKING, type BookingValues } from './book-class.js';

export function useBookingForm() {
  return useForm<BookingValues>({
    initialValues: EMPTY_BOOKING,
    submit: bookClass,
    canSubmit: (values) => {
      if (values.acceptedTerms) return true;
      window.alert(MESSAGES.bookingTermsUnchecked);
      return false;
    },
    onFailure: (error) => {
      console.error('Booking failed', error);
      window.alert(MESSAGES.bookingFailed);
    },
  });
}
