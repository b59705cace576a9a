import { isPdf, RESUME_NAME_MAX, safeFileName } from './resume-file.js';

describe('résumé files', () => {
  it('recognises a PDF by its first bytes only', () => {
    expect(isPdf(Buffer.from('%PDF-1.4\n'))).toBe(true);
    expect(isPdf(Buffer.from('%PDF'))).toBe(false);
    expect(isPdf(Buffer.from('\x89PNG\r\n'))).toBe(false);
  });

  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\ada\\cv.pdf', 'cv.pdf'],
    ['Ada Lovelace – CV (2026).pdf', 'Ada Lovelace _ CV (2026).pdf'],
    ['résumé.pdf', 'résumé.pdf'],
    ['bad\u0000name\n.pdf', 'bad_name_.pdf'],
    ['..', 'resume.pdf'],
    ['', 'resume.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
  ])('turns the file name %j into %j', (name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });

  it('bounds a long name and keeps its extension', () => {
    const safe = safeFileName(`${'a'.repeat(500)}.pdf`);
    expect(safe).toHaveLength(RESUME_NAME_MAX);
    expect(safe.endsWith('.pdf')).toBe(true);
  });
});
