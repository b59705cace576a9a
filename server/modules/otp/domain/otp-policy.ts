import { createHmac, randomInt } from 'node:crypto';

/** DESIGN.md section 5. */
export const OTP_POLICY = {
  digits: 6,
  ttlMs: 10 * 60_000,
  maxWrongAttempts: 5,
  resendCooldownMs: 60_000,
  sendsPerHour: 5,
} as const;

const HOUR_MS = 60 * 60_000;

/** Six digits from a CSPRNG; leading zeros allowed. */
export function generateOtp(): string {
  return String(randomInt(0, 10 ** OTP_POLICY.digits)).padStart(OTP_POLICY.digits, '0');
}

/** A typed code without the spaces people paste with it; null when it cannot be a code. */
export function normaliseOtp(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${OTP_POLICY.digits}}$`).test(code) ? code : null;
}

/**
 * How a code is stored: HMAC-SHA256 under OTP_PEPPER and bound to its licence, so the table alone is useless
 * for trying the million possible codes offline.
 */
export function otpDigest(pepper: string, licenceId: string, code: string): string {
  return createHmac('sha256', pepper).update(`otp:${licenceId}:${code}`).digest('hex');
}

/** The code a licence holds now, as stored. */
export interface StoredOtp {
  codeHash: string;
  expiresAt: Date;
  attempts: number;
  consumedAt: Date | null;
}

export function isLive(code: StoredOtp | null, now: Date): code is StoredOtp {
  return (
    code !== null &&
    code.consumedAt === null &&
    code.attempts < OTP_POLICY.maxWrongAttempts &&
    code.expiresAt.getTime() > now.getTime()
  );
}

export type SendDecision =
  | { send: true }
  /** A live code was sent moments ago (or the hourly cap is reached): point the buyer to it instead. */
  | { send: false; reuse: true; retryAfterMs: number }
  | { send: false; reuse: false; retryAfterMs: number };

/** Whether a new code may be e-mailed now, given when the last ones went out (oldest first) and the current code. */
export function decideSend(sentAt: Date[], current: StoredOtp | null, now: Date): SendDecision {
  const t = now.getTime();
  const lastHour = sentAt.filter((at) => t - at.getTime() < HOUR_MS);
  const last = lastHour.at(-1);
  let waitMs = 0;
  if (last && t - last.getTime() < OTP_POLICY.resendCooldownMs) waitMs = last.getTime() + OTP_POLICY.resendCooldownMs - t;
  if (lastHour.length >= OTP_POLICY.sendsPerHour) {
    const oldest = lastHour[lastHour.length - OTP_POLICY.sendsPerHour];
    waitMs = Math.max(waitMs, oldest.getTime() + HOUR_MS - t);
  }
  if (waitMs <= 0) return { send: true };
  return { send: false, reuse: isLive(current, now), retryAfterMs: waitMs };
}

export const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
