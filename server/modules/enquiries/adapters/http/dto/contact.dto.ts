import { CONTACT_LIMITS } from '../../../../../../shared/limits.js';
import { EmailAddress, Honeypot, RequiredLine, RequiredText } from '../../../../../common/validation/fields.js';

export class ContactDto {
  @RequiredLine('Full name', CONTACT_LIMITS.fullName, 'your full name')
  fullName: string;

  @EmailAddress(CONTACT_LIMITS.email)
  email: string;

  @RequiredLine('Subject', CONTACT_LIMITS.subject, 'a subject')
  subject: string;

  @RequiredText('Message', CONTACT_LIMITS.message, 'your message')
  message: string;

  @Honeypot()
  website?: string;
}
