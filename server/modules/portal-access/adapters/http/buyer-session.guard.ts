import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { Clock } from '../../../../common/time/clock.js';
import { LicensingService } from '../../../licensing/application/licensing.service.js';
import { judgeSession, nextLastSeen, type Buyer } from '../../domain/buyer-session.js';
import { SessionRequiredError } from '../../domain/portal-access.errors.js';
import { destroySession } from './session-lifecycle.js';

export type BuyerRequest = Request & { buyer?: Buyer };

/**
 * Lets a request through only with a live buyer session: signed in, active in the last 30 minutes, less than
 * 12 hours old, and its licence still active. Checking the licence on every request is what makes a revocation
 * take effect on the buyer's very next click.
 */
@Injectable()
export class BuyerSessionGuard implements CanActivate {
  constructor(
    private readonly licensing: LicensingService,
    private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<BuyerRequest>();
    const now = this.clock.now();
    const verdict = judgeSession(req.session, now);
    if (verdict !== 'valid') {
      if (verdict !== 'missing') await destroySession(req);
      throw new SessionRequiredError(verdict);
    }
    const licence = await this.licensing.findUsableById(req.session.licenceId!);
    if (!licence) {
      await destroySession(req);
      throw new SessionRequiredError('licence');
    }
    // Signed in before "Sign out everywhere" or a key rotation (sessions from before generations count as 0).
    if ((req.session.generation ?? 0) < licence.sessionGeneration) {
      await destroySession(req);
      throw new SessionRequiredError('ended');
    }
    // Unchanged session data is not saved again: most requests then write nothing (see LAST_SEEN_STEP_MS).
    const lastSeenAt = nextLastSeen(req.session.lastSeenAt!, now);
    if (lastSeenAt !== req.session.lastSeenAt) req.session.lastSeenAt = lastSeenAt;
    req.buyer = { licenceId: licence.id, buyerName: licence.buyerName, market: licence.market };
    return true;
  }
}
