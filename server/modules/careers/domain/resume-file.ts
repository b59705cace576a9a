import { createHash } from 'node:crypto';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
export const RESUME_NAME_MAX = 200;

/** A PDF starts with `%PDF-`, whatever the file is called or what type the browser declared. */
export function isPdf(bytes: Buffer): boolean {
  return bytes.length >= PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

export function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The applicant's file name, safe to show in a table or an e-mail: the last path segment only, letters, digits
 * and simple punctuation, bounded. `../../etc/passwd.pdf` becomes `passwd.pdf`.
 */
export function safeFileName(name: string): string {
  const base = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .trim();
  if (!cleaned) return 'resume.pdf';
  if (cleaned.length <= RESUME_NAME_MAX) return cleaned;
  const extension = /\.[A-Za-z0-9]{1,8}$/.exec(cleaned)?.[0] ?? '';
  return cleaned.slice(0, RESUME_NAME_MAX - extension.length) + extension;
}
