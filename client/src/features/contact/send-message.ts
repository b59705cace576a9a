import type { ContactRequest, CreatedResponse } from '../../../../shared/api.js';
import { postJson } from '../../lib/api.js';

export interface ContactValues {
  fullName: string;
  email: string;
  subject: string;
  message: string;
  website: string;
}

export const EMPTY_CONTACT: ContactValues = { fullName: '', email: '', subject: '', message: '', website: '' };

export function sendMessage(values: ContactValues): Promise<CreatedResponse> {
  const request: ContactRequest = {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
    website: values.website,
  };
  return postJson<CreatedResponse, ContactRequest>('/api/contact', request);
}
