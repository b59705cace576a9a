import { describe, expect, it } from '@jest/globals';
import { RESUME_MAX_BYTES } from '../../../../shared/limits.js';
import { ApiError } from '../../lib/api.js';
import { EMPTY_APPLICATION } from './submit-application.js';
import { RESUME_MESSAGES, ROLES_REQUIRED, resumeProblem, uploadProblem, validateApplication } from './validate-application.js';

function file(name: string, type: string, size = 10): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

describe('resumeProblem', () => {
  it('accepts a PDF up to and including the limit', () => {
    expect(resumeProblem(file('cv.pdf', 'application/pdf', RESUME_MAX_BYTES))).toBeUndefined();
  });

  it('accepts a .pdf whose type the system did not report', () => {
    expect(resumeProblem(file('CV.PDF', ''))).toBeUndefined();
  });

  it('rejects a missing, non-PDF, empty or oversized file', () => {
    expect(resumeProblem(null)).toBe(RESUME_MESSAGES.missing);
    expect(resumeProblem(file('cv.png', 'image/png'))).toBe(RESUME_MESSAGES.notPdf);
    expect(resumeProblem(file('cv.pdf', 'application/pdf', 0))).toBe(RESUME_MESSAGES.empty);
    expect(resumeProblem(file('cv.pdf', 'application/pdf', RESUME_MAX_BYTES + 1))).toBe(RESUME_MESSAGES.tooLarge);
  });
});

describe('validateApplication', () => {
  it('needs at least one role and a résumé', () => {
    expect(validateApplication(EMPTY_APPLICATION)).toEqual({ roles: ROLES_REQUIRED, resume: RESUME_MESSAGES.missing });
    expect(validateApplication({ ...EMPTY_APPLICATION, roles: ['tutor'], resume: file('cv.pdf', 'application/pdf') })).toEqual({});
  });
});

describe('uploadProblem', () => {
  it('maps 413 and 415 to the résumé field and ignores other failures', () => {
    expect(uploadProblem(new ApiError(413, 'X', 'x'))).toEqual({ resume: RESUME_MESSAGES.tooLarge });
    expect(uploadProblem(new ApiError(415, 'X', 'x'))).toEqual({ resume: RESUME_MESSAGES.notPdf });
    expect(uploadProblem(new ApiError(500, 'X', 'x'))).toEqual({});
    expect(uploadProblem(new Error('boom'))).toEqual({});
  });
});
