import { CONTACT_LIMITS } from '../../../../shared/limits.js';
import { Button } from '../../components/Button.js';
import { HoneypotField } from '../../components/HoneypotField.js';
import { TextAreaField } from '../../components/TextAreaField.js';
import { TextField } from '../../components/TextField.js';
import { ContactSuccess } from './ContactSuccess.js';
import { useContactForm } from './use-contact-form.js';
import '../../components/form.css';

export function ContactForm() {
  const { status, formRef, bind, handleSubmit, reset } = useContactForm();

  if (status === 'success') return <ContactSuccess onSendAnother={reset} />;

  const sending = status === 'submitting';
  return (
    <form ref={formRef} className="form" onSubmit={handleSubmit} aria-busy={sending}>
      <p className="form__legend">Fields marked with an asterisk (*) are required.</p>
      <div className="form__row">
        <TextField
          {...bind('fullName')}
          label="Full name"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.fullName}
        />
        <TextField
          {...bind('email')}
          type="email"
          label="E-mail"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
        />
      </div>
      <TextField
        {...bind('subject')}
        label="Subject"
        required
        maxLength={CONTACT_LIMITS.subject}
      />
      <TextAreaField
        {...bind('message')}
        label="Message"
        required
        rows={6}
        maxLength={CONTACT_LIMITS.message}
      />
      <HoneypotField {...bind('website')} />
      <div className="form__actions">
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? 'Sending...' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
