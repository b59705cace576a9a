import { RESUME_MAX_BYTES } from '../../../../shared/limits.js';
import { ApiError } from '../../lib/api.js';
import type { CareerValues } from './submit-application.js';

/** Errors the form finds itself, before anything is uploaded (the server checks the same rules again). */
export type ApplicationProblems = Partial<Record<'roles' | 'resume', string>>;

const MAX_MB = RESUME_MAX_BYTES / (1024 * 1024);

export const RESUME_MESSAGES = {
  missing: 'Attach your résumé as a PDF file.',
  notPdf: 'Your résumé must be a PDF file. Export it as PDF from your editor and choose it again.',
  empty: 'That file is empty. Choose the PDF of your résumé again.',
  tooLarge: `Your résumé must be ${MAX_MB} MB or smaller. Try exporting it without large images.`,
} as const;

export const ROLES_REQUIRED = 'Choose at least one role you would like to apply for.';

function isPdf(file: File): boolean {
  // Some systems report no MIME type for a PDF, so the extension counts too; the server checks the file's bytes.
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

export function resumeProblem(file: File | null): string | undefined {
  if (!file) return RESUME_MESSAGES.missing;
  if (!isPdf(file)) return RESUME_MESSAGES.notPdf;
  if (file.size === 0) return RESUME_MESSAGES.empty;
  if (file.size > RESUME_MAX_BYTES) return RESUME_MESSAGES.tooLarge;
  return undefined;
}

export function validateApplication(values: CareerValues): ApplicationProblems {
  const problems: ApplicationProblems = {};
  if (values.roles.length === 0) problems.roles = ROLES_REQUIRED;
  const resume = resumeProblem(values.resume);
  if (resume) problems.resume = resume;
  return problems;
}

/** A 413 or 415 answer is about the file, so it is explained at the résumé field. */
export function uploadProblem(error: unknown): ApplicationProblems {
  if (!(error instanceof ApiError)) return {};
  if (error.status === 413) return { resume: RESUME_MESSAGES.tooLarge };
  if (error.status === 415) return { resume: RESUME_MESSAGES.notPdf };
  return {};
}
