import { Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { AppConfig } from '../../config/app-config.js';

/**
 * The throttler guard with every limit multiplied by RATE_LIMIT_MULTIPLIER (1 unless set), so a load test or an
 * office of many agents behind one address can raise all limits together without editing each route's numbers.
 */
@Injectable()
export class ScaledThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly config: AppConfig,
  ) {
    super(options, storage, reflector);
  }

  protected override handleRequest(request: ThrottlerRequest): Promise<boolean> {
    return super.handleRequest({ ...request, limit: request.limit * this.config.env.RATE_LIMIT_MULTIPLIER });
  }
}
