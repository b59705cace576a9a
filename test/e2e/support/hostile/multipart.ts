import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { CAREER_ROLE_IDS } from '../../../../shared/careers.js';
import { CONTACT_LIMITS } from '../../../../shared/limits.js';
import type { Category } from './hostile-client.js';
import { FORBIDDEN_CONTROLS, hostileString, unknownFieldName, PAYLOADS } from './payloads.js';

export interface Part {
  name: string;
  value?: string | Buffer;
  /** Sent as RFC 5987 `filename*` (percent-encoded UTF-8), so any name reaches the server intact. */
  filename?: string;
  contentType?: string;
}

/** The percent-encoding of the UTF-8 bytes of `value` (lone surrogates become U+FFFD, as a browser would send). */
function percentEncodeUtf8(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((b) => (/[A-Za-z0-9._-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

/** A multipart/form-data body, written by hand so that tests can also break it on purpose. */
export function multipart(parts: Part[], boundary = `----hostile${randomBytes(8).toString('hex')}`): { body: Buffer; contentType: string; boundary: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="upload.pdf"; filename*=UTF-8''${percentEncodeUtf8(part.filename)}`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`, 'utf8'), Buffer.from(part.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}`, boundary };
}

/** A small but real PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

export const NOT_PDFS: Record<string, Buffer> = {
  png: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
  'windows executable': Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62)]),
  'zip (docx)': Buffer.from('504b0304140000000800', 'hex'),
  'PDF magic after a BOM': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), PDF]),
  '"%PDF" cut short': Buffer.from('%PDF'),
  empty: Buffer.alloc(0),
};

export interface CareerFields {
  fullName?: string | string[];
  email?: string;
  roles?: string[];
  extra?: Record<string, string>;
  files?: { field: string; bytes: Buffer; filename: string; contentType?: string }[];
}

export const VALID_APPLICATION = (): CareerFields => ({
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  roles: ['mentor'],
  files: [{ field: 'resume', bytes: PDF, filename: 'cv.pdf', contentType: 'application/pdf' }],
});

export function careerParts(fields: CareerFields): Part[] {
  const parts: Part[] = [];
  for (const name of [fields.fullName].flat()) if (name !== undefined) parts.push({ name: 'fullName', value: name });
  if (fields.email !== undefined) parts.push({ name: 'email', value: fields.email });
  for (const role of fields.roles ?? []) parts.push({ name: 'roles', value: role });
  for (const [name, value] of Object.entries(fields.extra ?? {})) parts.push({ name, value });
  for (const file of fields.files ?? []) parts.push({ name: file.field, value: file.bytes, filename: file.filename, contentType: file.contentType ?? 'application/pdf' });
  return parts;
}

export interface CareerMutation {
  label: string;
  categories: Category[];
  apply: (fields: CareerFields) => void;
  /** What the answer must be. */
  expected: { status: number; code: string; field?: string };
}

const validation = (field: string) => ({ status: 400, code: 'validation_failed', field });
/** Hostile strings a multipart field takes without breaking its framing (the form's limit is 4096 bytes). */
const fieldString = hostileString.filter((s) => Buffer.byteLength(s) < 1000);
/** Printable hostile strings with no control characters, short enough for a name: these leave a field valid. */
const validName = fc.constantFrom(...PAYLOADS).filter((s) => s.trim().length > 0 && s.length <= CONTACT_LIMITS.fullName && !/[\p{Cc}]/u.test(s));

/** Mutations that make a careers application invalid for sure, with the answer each must get. */
export const careerMutation: fc.Arbitrary<CareerMutation> = fc.oneof(
  fc.constantFrom('fullName', 'email', 'roles', 'resume').map((field) => ({
    label: `${field} missing`,
    categories: ['missing and extra fields'] as Category[],
    apply: (f: CareerFields) => {
      if (field === 'resume') f.files = [];
      else delete f[field as 'fullName' | 'email' | 'roles'];
    },
    expected: validation(field),
  })),
  fc.tuple(fc.constantFrom('fullName', 'email'), fc.constantFrom(...FORBIDDEN_CONTROLS)).map(([field, control]) => ({
    label: `${field} with U+${control.charCodeAt(0).toString(16).padStart(4, '0')}`,
    categories: ['control characters'] as Category[],
    apply: (f: CareerFields) => {
      if (field === 'fullName') f.fullName = `Ad${control}a`;
      else f.email = `a${control}da@example.com`;
    },
    expected: validation(field),
  })),
  fc.tuple(fieldString, fc.integer({ min: 1, max: 2000 })).map(([payload, over]) => ({
    label: `fullName of ${CONTACT_LIMITS.fullName + over} characters`,
    categories: ['huge strings and bodies'] as Category[],
    apply: (f: CareerFields) => {
      f.fullName = `x${payload}${'x'.repeat(CONTACT_LIMITS.fullName + over)}`;
    },
    expected: validation('fullName'),
  })),
  fieldString.map((payload) => ({
    label: `email ${JSON.stringify(payload).slice(0, 60)}`,
    categories: ['SQL and HTML payloads', 'unicode edge cases'] as Category[],
    apply: (f: CareerFields) => {
      f.email = `x${payload.replace(/@/g, '')}`;
    },
    expected: validation('email'),
  })),
  fieldString.map((payload) => ({
    label: `role ${JSON.stringify(payload).slice(0, 60)}`,
    categories: ['SQL and HTML payloads', 'unicode edge cases'] as Category[],
    apply: (f: CareerFields) => {
      f.roles = [CAREER_ROLE_IDS[0], `x${payload}`];
    },
    expected: validation('roles'),
  })),
  fc.array(fieldString, { minLength: 2, maxLength: 3 }).map((names) => ({
    label: 'fullName sent twice',
    categories: ['wrong types'] as Category[],
    apply: (f: CareerFields) => {
      f.fullName = names.map((n) => `x${n}`);
    },
    expected: validation('fullName'),
  })),
  fc.tuple(unknownFieldName(['fullName', 'email', 'roles', 'resume']).filter((n) => n.length <= 40 && /^[\x20-\x7e]+$/.test(n) && !/["\\]/.test(n)), fieldString).map(([name, value]) => ({
    label: `unknown field ${JSON.stringify(name)}`,
    categories: ['missing and extra fields'] as Category[],
    apply: (f: CareerFields) => {
      f.extra = Object.defineProperty({}, name, { value, enumerable: true }) as Record<string, string>;
    },
    expected: validation(name),
  })),
  fc.constantFrom(...Object.keys(NOT_PDFS)).map((kind) => ({
    label: `résumé that is a ${kind}, named .pdf`,
    categories: ['bad multipart'] as Category[],
    apply: (f: CareerFields) => {
      f.files = [{ field: 'resume', bytes: NOT_PDFS[kind], filename: 'resume.pdf' }];
    },
    expected: { status: 415, code: 'unsupported_media_type' },
  })),
  fc.constant({
    label: 'two files',
    categories: ['bad multipart'] as Category[],
    apply: (f: CareerFields) => {
      f.files = [...(f.files ?? []), { field: 'resume', bytes: PDF, filename: 'second.pdf' }];
    },
    expected: validation('resume'),
  }),
  fc.constantFrom('photo', 'fullName', 'cv').map((field) => ({
    label: `a file in the field ${field}`,
    categories: ['bad multipart'] as Category[],
    apply: (f: CareerFields) => {
      f.files = [{ field, bytes: PDF, filename: 'cv.pdf' }];
    },
    expected: validation('resume'),
  })),
);

/** Valid-looking but hostile decorations: a hostile file name, and a name full of markup (still a valid name). */
export const careerDecoration = fc.record({ filename: hostileString.map((name) => `${name}.pdf`), fullName: fc.option(validName, { nil: undefined }) });
