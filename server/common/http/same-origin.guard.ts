import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AppConfig } from '../../config/app-config.js';
import { ACCEPTS_MULTIPART } from './accepts-multipart.decorator.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API calls that come from another site (DESIGN.md section 5): a browser says so in
 * Sec-Fetch-Site or Origin. Also insists on JSON bodies, so a cross-site form post can't even be parsed.
 */
@Injectable()
export class SameOriginGuard implements CanActivate {
  constructor(
    private readonly config: AppConfig,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(request.method)) return true;

    const origin = request.headers.origin;
    if (request.headers['sec-fetch-site'] === 'cross-site' || (origin !== undefined && origin !== this.config.env.APP_ORIGIN)) {
      throw new ForbiddenException({ code: 'cross_site_request', message: 'Cross-site requests are not allowed.' });
    }

    const multipart = this.reflector.getAllAndOverride<boolean>(ACCEPTS_MULTIPART, [context.getHandler(), context.getClass()]);
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    const accepted = multipart ? 'multipart/form-data' : 'application/json';
    if (hasBody && type !== accepted) {
      throw new UnsupportedMediaTypeException({ code: 'unsupported_media_type', message: `Send the request body as ${accepted}.` });
    }
    return true;
  }
}
