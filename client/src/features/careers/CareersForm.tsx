import { CONTACT_LIMITS } from '../../../../shared/limits.js';
import { Button } from '../../components/Button.js';
import { HoneypotField } from '../../components/HoneypotField.js';
import { TextField } from '../../components/TextField.js';
import { CareersSuccess } from './CareersSuccess.js';
import { ResumeField } from './ResumeField.js';
import { RoleCheckboxes } from './RoleCheckboxes.js';
import { useCareersForm } from './use-careers-form.js';
import '../../components/form.css';
import './careers-form.css';

/** A name and an e-mail address have the same bounds on every form; shared/limits.ts keeps them with the contact form. */
const { fullName: NAME_MAX, email: EMAIL_MAX } = CONTACT_LIMITS;

export function CareersForm() {
  const { values, status, errors, formRef, bind, handleSubmit, toggleRole, chooseResume } = useCareersForm();

  if (status === 'success') return <CareersSuccess />;

  const submitting = status === 'submitting';
  return (
    <form ref={formRef} className="form" onSubmit={handleSubmit} aria-busy={submitting}>
      <p className="form__legend">Fields marked with an asterisk (*) are required.</p>
      <div className="form__row">
        <TextField {...bind('fullName')} label="Full name" autoComplete="name" required maxLength={NAME_MAX} />
        <TextField {...bind('email')} type="email" label="E-mail" autoComplete="email" required maxLength={EMAIL_MAX} />
      </div>
      <RoleCheckboxes selected={values.roles} onToggle={toggleRole} error={errors.roles} />
      <ResumeField onFileChange={chooseResume} error={errors.resume} />
      <HoneypotField {...bind('website')} />
      <div className="form__actions">
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit application'}
        </Button>
        <p className="form__note">We use your details only to consider your application.</p>
      </div>
    </form>
  );
}
