import { Injectable } from '@nestjs/common';
import type { ValidateLicenseResponse } from '../../../../shared/api.js';
import { Clock } from '../../../common/time/clock.js';
import { LicensingService } from '../../licensing/application/licensing.service.js';
import type { Licence } from '../../licensing/domain/licence.js';
import { InvalidLicenceError } from '../../licensing/domain/licensing.errors.js';
import { maskEmail } from '../../mail/domain/mask-email.js';
import { OtpService } from '../../otp/application/otp.service.js';
import { OtpAttemptsExhaustedError, OtpExpiredError, OtpSendLimitError } from '../../otp/domain/otp.errors.js';
import type { BuyerSessionData } from '../domain/buyer-session.js';
import { SignInLog } from '../ports/sign-in-log.js';

/** The two steps of the portal sign-in: a licence key (which e-mails a code), then the code. */
@Injectable()
export class PortalAccessService {
  constructor(
    private readonly licensing: LicensingService,
    private readonly otp: OtpService,
    private readonly clock: Clock,
    private readonly log: SignInLog,
  ) {}

  async validateLicence(typedKey: string, address: string): Promise<ValidateLicenseResponse> {
    const licence = await this.usableLicence(typedKey);
    try {
      const result = await this.otp.requestCode(licence);
      await this.log.record(licence.id, result.codeSent === false ? 'code-still-valid' : 'code-sent', address);
      return { ok: true, email: maskEmail(licence.email), ...result };
    } catch (error) {
      if (error instanceof OtpSendLimitError) await this.log.record(licence.id, 'code-limit', address);
      throw error;
    }
  }

  /** Checks the code and returns what the new session holds. */
  async verifyCode(typedKey: string, typedCode: string, address: string): Promise<BuyerSessionData> {
    const licence = await this.usableLicence(typedKey);
    try {
      await this.otp.verify(licence.id, typedCode);
    } catch (error) {
      const outcome = error instanceof OtpAttemptsExhaustedError ? 'code-burnt' : error instanceof OtpExpiredError ? 'code-expired' : 'wrong-code';
      await this.log.record(licence.id, outcome, address);
      throw error;
    }
    await this.log.record(licence.id, 'signed-in', address);
    await this.licensing.markUsed(licence.id);
    const now = this.clock.now().getTime();
    return { licenceId: licence.id, buyerName: licence.buyerName, signedInAt: now, lastSeenAt: now, generation: licence.sessionGeneration };
  }

  private async usableLicence(typedKey: string): Promise<Licence> {
    const licence = await this.licensing.findUsableByKey(typedKey);
    if (!licence) throw new InvalidLicenceError();
    return licence;
  }
}
