import { describe, expect, it } from '@jest/globals';
import { PORTAL_LIMITS } from '../../../../shared/limits.js';
import { cleanOtp, OTP_LENGTH } from './use-licence-login.js';

// Written out rather than imported from shared/limits.ts, which would become a chunk of its own.
describe('the one-time code field', () => {
  it('agrees with shared/limits.ts on the code length', () => {
    expect(OTP_LENGTH).toBe(PORTAL_LIMITS.otp);
  });

  it('clean a code of spaces and dashes, to 6 characters', () => {
    expect(cleanOtp(' 048 213 ')).toBe('048213');
    expect(cleanOtp('048-213')).toBe('048213');
    expect(cleanOtp('0482139')).toBe('048213');
  });
});
