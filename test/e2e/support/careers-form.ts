import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { APP_ORIGIN, freshClientIp, type TestApp } from './test-app.js';

/** A small but real PDF, padded to `size` bytes when asked. */
export function pdfBytes(size = 0): Buffer {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
  return size > pdf.length ? Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]) : pdf;
}

export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000000500010d0a2db40000000049454e44ae426082', 'hex');

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface ApplicationFields {
  fullName?: string;
  email?: string;
  roles?: string[];
  website?: string;
}

export const APPLICANT = { fullName: 'Ada Lovelace', email: 'ada@example.com', roles: ['mentor', 'contributor'] };

/** POSTs the careers form as a browser would: multipart, one `roles` field per role, the file as `resume`. */
export function apply(app: TestApp, fields: ApplicationFields = APPLICANT, file?: { bytes: Buffer; name?: string; type?: string }) {
  let req = request(app.http).post('/api/careers').set('X-Forwarded-For', freshClientIp()).set('Origin', APP_ORIGIN);
  for (const [name, value] of Object.entries(fields)) {
    for (const v of [value].flat()) req = req.field(name, v as string);
  }
  if (file) req = req.attach('resume', file.bytes, { filename: file.name ?? 'cv.pdf', contentType: file.type ?? 'application/pdf' });
  return req;
}

/** The files in DATA_DIR/uploads. */
export function uploads(app: TestApp): string[] {
  try {
    return readdirSync(join(app.dataDir, 'uploads')).sort();
  } catch {
    return [];
  }
}
