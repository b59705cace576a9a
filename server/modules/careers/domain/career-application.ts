/** A job application from the careers page. The résumé itself lives in ResumeStorage under `resumeKey`. */
export interface CareerApplication {
  id: string;
  fullName: string;
  email: string;
  /** Role ids from shared/careers.ts, in the catalogue's order. */
  roles: string[];
  /** The storage's random name for the file; never derived from anything the applicant sent. */
  resumeKey: string;
  /** The applicant's file name, sanitised: for display only, never used as a path. */
  resumeName: string;
  resumeBytes: number;
  resumeSha256: string;
  createdAt: Date;
}

/** The uploaded file as the application layer sees it. */
export interface ResumeUpload {
  originalName: string;
  bytes: Buffer;
}

export interface ApplicationSubmission {
  fullName: string;
  email: string;
  roles: string[];
  resume: ResumeUpload;
}
