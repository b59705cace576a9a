import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { ValidateLicenseResponse, VerifyOtpResponse } from '../../../../../shared/api.js';
import { CodeCheckRateLimit, LicenceCheckRateLimit } from '../../../../common/http/rate-limits.js';
import { AppConfig } from '../../../../config/app-config.js';
import { PortalAccessService } from '../../application/portal-access.service.js';
import { ValidateLicenseDto, VerifyOtpDto } from './dto/portal-access.dto.js';
import { BuyerSessions } from '../persistence/buyer-sessions.js';
import { BuyerSessionGuard, type BuyerRequest } from './buyer-session.guard.js';
import { destroySession, startSession } from './session-lifecycle.js';
import { sessionCookieName, sessionCookieOptions } from './session-options.js';

@ApiTags('portal')
@Controller('api')
export class PortalAccessController {
  constructor(
    private readonly access: PortalAccessService,
    private readonly sessions: BuyerSessions,
    private readonly config: AppConfig,
  ) {}

  @Post('validate-license')
  @HttpCode(200)
  @LicenceCheckRateLimit()
  @ApiOkResponse({ description: 'The key is valid; a one-time code was e-mailed to the licence holder (or one still is valid).' })
  validateLicense(@Body() dto: ValidateLicenseDto, @Req() req: Request): Promise<ValidateLicenseResponse> {
    return this.access.validateLicence(dto.license, req.ip ?? '');
  }

  @Post('verify-otp')
  @HttpCode(200)
  @CodeCheckRateLimit()
  @ApiOkResponse({ description: 'Signed in: a new session cookie is set.' })
  async verifyOtp(@Body() dto: VerifyOtpDto, @Req() req: Request): Promise<VerifyOtpResponse> {
    const session = await this.access.verifyCode(dto.license, dto.otp, req.ip ?? '');
    await startSession(req, session);
    return { ok: true, buyerName: session.buyerName };
  }

  @Post('logout-everywhere')
  @HttpCode(204)
  @UseGuards(BuyerSessionGuard)
  @ApiNoContentResponse({ description: 'Every session of the licence ends (this one at once, the others on their next request).' })
  async logoutEverywhere(@Req() req: BuyerRequest, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.sessions.endAll(req.buyer!.licenceId);
    await destroySession(req);
    res.clearCookie(sessionCookieName(this.config.isProduction), sessionCookieOptions(this.config.isProduction));
  }

  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The session is deleted on the server and the cookie cleared.' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await destroySession(req);
    res.clearCookie(sessionCookieName(this.config.isProduction), sessionCookieOptions(this.config.isProduction));
  }
}
