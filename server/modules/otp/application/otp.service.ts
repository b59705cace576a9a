import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { Clock } from '../../../common/time/clock.js';
import { otpMail } from '../domain/otp-mail.js';
import { decideSend, generateOtp, normaliseOtp, OTP_POLICY, otpDigest, seconds } from '../domain/otp-policy.js';
import { InvalidOtpError, OtpAttemptsExhaustedError, OtpExpiredError, OtpSendLimitError } from '../domain/otp.errors.js';
import { OtpStore } from '../ports/otp-store.js';

export interface CodeHolder {
  id: string;
  email: string;
  buyerName: string;
}

export interface CodeRequestResult {
  /** False when no e-mail went out because a live code was sent moments ago. */
  codeSent: boolean;
  /** Seconds until a new code may be asked for. */
  resendAfter: number;
  /** Seconds the live code stays valid. */
  expiresIn: number;
}

/** One-time sign-in codes: e-mailed through the outbox, stored as HMACs, single use (DESIGN.md section 5). */
@Injectable()
export class OtpService {
  constructor(
    private readonly store: OtpStore,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Sends a new code unless the send caps say wait; a new code replaces the previous one. */
  requestCode(holder: CodeHolder): Promise<CodeRequestResult> {
    return this.store.withLicenceLock(holder.id, async (tx) => {
      const now = this.clock.now();
      const current = await tx.current();
      const decision = decideSend(await tx.sentSince(new Date(now.getTime() - 60 * 60_000)), current, now);
      if (!decision.send) {
        if (!decision.reuse) throw new OtpSendLimitError(seconds(decision.retryAfterMs));
        const expiresIn = seconds(current!.expiresAt.getTime() - now.getTime());
        return { codeSent: false, resendAfter: seconds(decision.retryAfterMs), expiresIn };
      }
      const code = generateOtp();
      const expiresAt = new Date(now.getTime() + OTP_POLICY.ttlMs);
      await tx.replace({ codeHash: this.digest(holder.id, code), expiresAt, attempts: 0, consumedAt: null }, now);
      await tx.enqueue([otpMail(holder, code)]);
      return { codeSent: true, resendAfter: seconds(OTP_POLICY.resendCooldownMs), expiresIn: seconds(OTP_POLICY.ttlMs) };
    });
  }

  /** Uses up the licence's code if `typed` is it; throws why not otherwise. Every wrong try counts. */
  async verify(licenceId: string, typed: string): Promise<void> {
    const code = normaliseOtp(typed);
    // A malformed code is a wrong try like any other, so a guesser gains nothing by sending junk.
    const hash = this.digest(licenceId, code ?? `invalid:${typed.slice(0, 32)}`);
    const outcome = await this.store.consume(licenceId, hash, this.clock.now(), OTP_POLICY.maxWrongAttempts);
    switch (outcome) {
      case 'consumed':
        return;
      case 'exhausted':
        throw new OtpAttemptsExhaustedError(seconds(OTP_POLICY.resendCooldownMs));
      case 'expired':
        throw new OtpExpiredError();
      default:
        throw new InvalidOtpError();
    }
  }

  private digest(licenceId: string, code: string): string {
    return otpDigest(this.config.otpPepper, licenceId, code);
  }
}
