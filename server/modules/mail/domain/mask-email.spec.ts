import { maskEmail } from './mask-email.js';

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***@example.com');
  });

  it('hides everything when the address has no local part', () => {
    expect(maskEmail('@example.com')).toBe('***');
    expect(maskEmail('not-an-address')).toBe('***');
  });
});
