import { SITE } from '../../../../shared/site.js';
import type { OutgoingMail } from './outgoing-mail.js';

/** The forms whose visitors get a confirmation, what each is called and when the team answers. */
const FORMS = {
  contact: { name: 'the contact form', answer: 'A member of our team will reply within one working day.' },
  booking: { name: 'the class booking form', answer: 'Our admissions team will contact you within one working day to confirm your schedule.' },
  careers: { name: 'the careers form', answer: 'Our team reads every application and will reply within two weeks.' },
} as const;

export type ConfirmedForm = keyof typeof FORMS;

const SIGNATURE = `\n\n— The ${SITE.name} team\n${SITE.email} · ${SITE.phone}\n`;

/**
 * The e-mail a visitor gets after sending a form. Its address was typed by whoever filled the form, so the text is
 * fixed: it never quotes anything typed (no name, subject or message), or our domain would carry a stranger's words
 * to any inbox. `detail` may only be our own wording (a course or role titles from the catalogue). At most one such
 * e-mail goes to an address an hour (`limitedPerRecipient`, enforced by the mail worker).
 */
export function visitorConfirmation(form: ConfirmedForm, to: string, detail?: { label: string; value: string }): OutgoingMail {
  const { name, answer } = FORMS[form];
  return {
    kind: `${form}.confirmation`,
    to,
    subject: `We received your submission to ${SITE.name}`,
    text:
      `Hello,\n\nThank you for using ${name} on the ${SITE.name} website. We have received it.\n\n` +
      (detail ? `${detail.label}: ${detail.value}\n\n` : '') +
      `${answer}\n\n` +
      `If you did not send it, someone may have typed your address by mistake: you can ignore this e-mail, and ` +
      `nothing else will be sent to you.` +
      SIGNATURE,
    limitedPerRecipient: true,
  };
}
