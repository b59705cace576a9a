import type { CreatedResponse } from '../../../../shared/api.js';
import { HONEYPOT_FIELD } from '../../../../shared/limits.js';
import { postForm } from '../../lib/api.js';

export interface CareerValues {
  fullName: string;
  email: string;
  /** Ids from shared/careers.ts. */
  roles: readonly string[];
  resume: File | null;
  website: string;
}

export const EMPTY_APPLICATION: CareerValues = { fullName: '', email: '', roles: [], resume: null, website: '' };

/** The multipart body of POST /api/careers: one `roles` entry per chosen role, the PDF as `resume`. */
export function toApplicationFormData(values: CareerValues): FormData {
  const form = new FormData();
  form.append('fullName', values.fullName.trim());
  form.append('email', values.email.trim());
  for (const role of values.roles) form.append('roles', role);
  if (values.resume) form.append('resume', values.resume, values.resume.name);
  form.append(HONEYPOT_FIELD, values.website);
  return form;
}

export function submitApplication(values: CareerValues): Promise<CreatedResponse> {
  return postForm<CreatedResponse>('/api/careers', toApplicationFormData(values));
}
