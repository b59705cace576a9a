import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { BOOKING_LIMITS } from '../../../../shared/limits.js';
import { Button } from '../../components/Button.js';
import { CheckboxField } from '../../components/CheckboxField.js';
import { HoneypotField } from '../../components/HoneypotField.js';
import { SelectField } from '../../components/SelectField.js';
import { TextAreaField } from '../../components/TextAreaField.js';
import { TextField } from '../../components/TextField.js';
import { BookingConfirmation } from './BookingConfirmation.js';
import { CourseOptions } from './CourseOptions.js';
import { useBookingForm } from './use-booking-form.js';
import '../../components/form.css';

/**
 * While the terms box is unchecked the submit button is disabled, and browsers then ignore Enter in a field.
 * The spec still wants that attempt to explain itself, so Enter submits the form explicitly and the submit
 * handler shows the terms alert.
 */
function submitOnEnter(event: KeyboardEvent<HTMLFormElement>): void {
  const target = event.target;
  if (event.key !== 'Enter' || !(target instanceof HTMLInputElement) || target.type === 'checkbox') return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

export function BookingForm() {
  const { values, status, fieldErrors, submitted, formRef, setValue, bind, handleSubmit, reset } = useBookingForm();

  if (status === 'success') {
    return <BookingConfirmation booking={submitted} onBookAnother={reset} />;
  }

  const submitting = status === 'submitting';
  return (
    <form ref={formRef} className="form" onSubmit={handleSubmit} onKeyDown={submitOnEnter} aria-busy={submitting}>
      <p className="form__legend">Fields marked with an asterisk (*) are required.</p>
      <div className="form__row">
        <TextField
          {...bind('name')}
          label="Full name"
          autoComplete="name"
          required
          maxLength={BOOKING_LIMITS.name}
        />
        <TextField
          {...bind('email')}
          type="email"
          label="E-mail"
          autoComplete="email"
          required
          maxLength={BOOKING_LIMITS.email}
        />
      </div>
      <SelectField
        {...bind('course')}
        label="Course or subject"
        required
      >
        <CourseOptions />
      </SelectField>
      <TextField
        {...bind('phone')}
        type="tel"
        label="Phone or WhatsApp"
        autoComplete="tel"
        inputMode="tel"
        maxLength={BOOKING_LIMITS.phone}
        hint="With country code, e.g. +91 98765 43210. Only used to arrange your first session."
      />
      <TextAreaField
        {...bind('message')}
        label="Anything we should know?"
        maxLength={BOOKING_LIMITS.message}
        rows={4}
        hint="Your background, goals, exam board or preferred class times."
      />
      <HoneypotField {...bind('website')} />
      <CheckboxField
        name="acceptedTerms"
        checked={values.acceptedTerms}
        onCheckedChange={(checked) => setValue('acceptedTerms', checked)}
        error={fieldErrors.acceptedTerms}
      >
        I accept the <Link to="/terms">Terms of Service</Link> and the <Link to="/privacy">Privacy Policy</Link>.
      </CheckboxField>
      <div className="form__actions">
        <Button type="submit" size="lg" disabled={!values.acceptedTerms || submitting}>
          {submitting ? 'Booking...' : 'Book my seat'}
        </Button>
        {!values.acceptedTerms ? <p className="form__note">Accept the terms to enable booking.</p> : null}
      </div>
    </form>
  );
}
