import { decideSend, generateOtp, isLive, normaliseOtp, otpDigest, type StoredOtp } from './otp-policy.js';

const T0 = new Date('2026-11-23T10:00:00Z').getTime();
const at = (seconds: number) => new Date(T0 + seconds * 1000);
const live: StoredOtp = { codeHash: 'h', expiresAt: at(600), attempts: 0, consumedAt: null };

describe('one-time codes', () => {
  it('are six digits, leading zeros allowed, spread over the whole range', () => {
    const codes = Array.from({ length: 20_000 }, generateOtp);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(19_000);
  });

  it('are read without the spaces and dashes people paste', () => {
    expect(normaliseOtp(' 012 345 ')).toBe('012345');
    expect(normaliseOtp('012-345')).toBe('012345');
    expect(normaliseOtp('12345')).toBeNull();
    expect(normaliseOtp('1234567')).toBeNull();
    expect(normaliseOtp('12345a')).toBeNull();
  });

  it('are stored as an HMAC bound to their licence', () => {
    expect(otpDigest('p', 'licence-a', '123456')).not.toBe(otpDigest('p', 'licence-b', '123456'));
    expect(otpDigest('p', 'licence-a', '123456')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('are live until consumed, burned (5 wrong tries) or expired', () => {
    expect(isLive(live, at(599))).toBe(true);
    expect(isLive(live, at(600))).toBe(false);
    expect(isLive({ ...live, attempts: 5 }, at(1))).toBe(false);
    expect(isLive({ ...live, consumedAt: at(1) }, at(2))).toBe(false);
    expect(isLive(null, at(1))).toBe(false);
  });
});

describe('decideSend', () => {
  it('sends the first code', () => {
    expect(decideSend([], null, at(0))).toEqual({ send: true });
  });

  it('waits 60 seconds between codes, pointing to the live one meanwhile', () => {
    expect(decideSend([at(0)], live, at(45))).toEqual({ send: false, reuse: true, retryAfterMs: 15_000 });
    expect(decideSend([at(0)], { ...live, consumedAt: at(10) }, at(45))).toEqual({ send: false, reuse: false, retryAfterMs: 15_000 });
    expect(decideSend([at(0)], live, at(60))).toEqual({ send: true });
  });

  it('sends at most five codes in any hour', () => {
    const sent = [at(0), at(100), at(200), at(300), at(400)];
    expect(decideSend(sent.slice(0, 4), live, at(500))).toEqual({ send: true });
    expect(decideSend(sent, null, at(500))).toEqual({ send: false, reuse: false, retryAfterMs: 3_100_000 });
    expect(decideSend(sent, null, at(3600))).toEqual({ send: true });
  });
});
