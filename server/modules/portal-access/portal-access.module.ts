import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { LicensingModule } from '../licensing/licensing.module.js';
import { OtpModule } from '../otp/otp.module.js';
import { LicenceActivityCommand } from './adapters/cli/licence-activity.command.js';
import { LicenceSessionsCommand } from './adapters/cli/licence-sessions.command.js';
import { BuyerSessionGuard } from './adapters/http/buyer-session.guard.js';
import { PortalAccessController } from './adapters/http/portal-access.controller.js';
import { SessionMiddleware } from './adapters/http/session.middleware.js';
import { BuyerSessions } from './adapters/persistence/buyer-sessions.js';
import { TypeormSignInLog } from './adapters/persistence/sign-in-log.js';
import { SignInLog } from './ports/sign-in-log.js';
import { PortalAccessService } from './application/portal-access.service.js';

/** API routes that anyone may call without signing in. */
const PUBLIC_API_ROUTES = [
  { path: 'api/contact', method: RequestMethod.POST },
  { path: 'api/book-class', method: RequestMethod.POST },
  { path: 'api/careers', method: RequestMethod.POST },
  { path: 'api/health', method: RequestMethod.GET },
  { path: 'api/ready', method: RequestMethod.GET },
];

/**
 * Sign-in to the buyer portal (licence key, then e-mailed code), buyer sessions, and the guard every buyer endpoint
 * uses. Modules with buyer endpoints import this one for BuyerSessionGuard.
 */
@Module({
  imports: [LicensingModule, OtpModule],
  controllers: [PortalAccessController],
  providers: [PortalAccessService, SessionMiddleware, BuyerSessionGuard, BuyerSessions, LicenceSessionsCommand, { provide: SignInLog, useClass: TypeormSignInLog }, LicenceActivityCommand],
  exports: [BuyerSessionGuard, LicensingModule],
})
export class PortalAccessModule implements NestModule {
  constructor(private readonly sessions: SessionMiddleware) {}

  configure(consumer: MiddlewareConsumer): void {
    // The provider's own instance (one store, one pruning timer), not a second one made for the middleware.
    // The public forms and the probes never read a session, so they skip the cookie parsing and sid hashing; any
    // other API route (a new buyer endpoint included) gets the session by default.
    consumer
      .apply(this.sessions.handle)
      .exclude(...PUBLIC_API_ROUTES)
      .forRoutes({ path: 'api/*path', method: RequestMethod.ALL });
  }
}
