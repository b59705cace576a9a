import { MESSAGES } from '../../../../shared/messages.js';
import { useForm } from '../../lib/use-form.js';
import { EMPTY_CONTACT, sendMessage, type ContactValues } from './send-message.js';

export function useContactForm() {
  return useForm<ContactValues>({
    initialValues: EMPTY_CONTACT,
    submit: sendMessage,
    onSuccess: () => window.alert(MESSAGES.contactSuccessAlert),
    onFailure: (error) => {
      console.error('Contact message failed', error);
      window.alert(MESSAGES.contactFailed);
    },
  });
}
