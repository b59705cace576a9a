import { terminalSafe, toCsv, toTable } from './table-output.js';

describe('CLI output', () => {
  it('quotes CSV cells and defuses spreadsheet formulas', () => {
    const csv = toCsv([{ name: '=HYPERLINK("x")', note: 'a, "b"\nc' }], ['name', 'note']);
    expect(csv).toBe('name,note\n"\'=HYPERLINK(""x"")","a, ""b""\nc"\n');
  });

  it('writes dates as ISO 8601 and lists joined by semicolons', () => {
    const csv = toCsv([{ at: new Date('2026-01-02T03:04:05Z'), roles: ['Mentor', 'Instructor'] }], ['at', 'roles']);
    expect(csv).toBe('at,roles\n2026-01-02T03:04:05.000Z,Mentor; Instructor\n');
  });

  it('escapes terminal control sequences', () => {
    expect(terminalSafe('ok\u001b[31mred')).toBe('ok\\u001b[31mred');
    expect(terminalSafe('a\r\nb\u0000\u009b')).toBe('a\\u000d\\u000ab\\u0000\\u009b');
  });

  it('escapes bidi overrides and isolates, and keeps right-to-left text itself', () => {
    expect(terminalSafe('\u202egnp.exe \u2067x\u2069')).toBe('\\u202egnp.exe \\u2067x\\u2069');
    expect(terminalSafe('شقة في دبي')).toBe('شقة في دبي');
  });

  it('aligns table columns', () => {
    expect(toTable([{ a: 'x', b: 'long value' }], ['a', 'b'])).toBe('a  b\n-  ----------\nx  long value\n');
  });
});
