import { useEffect, useRef } from 'react';
import { courseLabel } from '../../../../shared/courses.js';
import { Button } from '../../components/Button.js';
import { Icon } from '../../components/Icon.js';
import type { BookingValues } from './book-class.js';

export interface BookingConfirmationProps {
  booking: BookingValues | null;
  onBookAnother: () => void;
}

export function BookingConfirmation({ booking, onBookAnother }: BookingConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const course = booking ? courseLabel(booking.course) : undefined;
  return (
    <div className="form-success" role="status">
      <span className="form-success__icon">
        <Icon name="check" size={28} />
      </span>
      <h3 ref={headingRef} tabIndex={-1}>
        Your seat request is in{booking?.name ? `, ${booking.name.split(' ')[0]}` : ''}!
      </h3>
      <p>
        {course ? <>We have your request for <strong>{course}</strong>. </> : null}
        A course advisor will e-mail {booking?.email ? <strong>{booking.email}</strong> : 'you'} with the next
        cohort dates and a time for a short call.
      </p>
      <Button variant="secondary" onClick={onBookAnother}>
        Book another
      </Button>
    </div>
  );
}
