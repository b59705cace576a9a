/** A file the storage holds, as the sweep sees it. */
export interface StoredFile {
  key: string;
  /** Written but not yet committed: its application row may or may not exist. */
  staged: boolean;
  modifiedAt: Date;
}

/**
 * Where résumés live. A file is staged under a temporary name, and committed (renamed to its final name) only
 * once its application row exists; keys are random and chosen by the storage, never by the applicant.
 */
export abstract class ResumeStorage {
  /** Writes the bytes under a temporary name and returns the new file's key. */
  abstract stage(bytes: Buffer): Promise<string>;
  /** Gives a staged file its final name. */
  abstract commit(key: string): Promise<void>;
  /** Removes a file, staged or committed; a missing file is not an error. */
  abstract remove(key: string): Promise<void>;
  /** The bytes of a committed file, or null when there is none. */
  abstract read(key: string): Promise<Buffer | null>;
  abstract list(): Promise<StoredFile[]>;
}
