import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { BOOKABLE_COURSE_IDS } from '../../../../shared/courses.js';
import { MESSAGES } from '../../../../shared/messages.js';
import { useForm } from '../../lib/use-form.js';
import { bookClass, EMPTY_BOOKING, type BookingValues } from './book-class.js';

/** A `?course=<id>` link (the teaching pages' ENROLL NOW) names the course to pre-select; unknown ids are ignored. */
export function requestedCourse(value: string | null): string | undefined {
  return value !== null && BOOKABLE_COURSE_IDS.includes(value) ? value : undefined;
}

export function useBookingForm() {
  const form = useForm<BookingValues>({
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

  // Applied after mount, not as the initial value: the prerendered form never saw the query string, and hydration
  // must match it. "Book another" still clears the choice, as the spec's cleared fields require.
  const [params] = useSearchParams();
  const course = requestedCourse(params.get('course'));
  const { setValue } = form;
  useEffect(() => {
    if (course) setValue('course', course);
  }, [course, setValue]);

  return form;
}
