import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { ApiExceptionFilter } from './common/errors/api-exception.filter.js';
import { HealthModule } from './common/health/health.module.js';
import { GLOBAL_RATE_LIMIT } from './common/http/rate-limits.js';
import { ScaledThrottlerGuard } from './common/http/scaled-throttler.guard.js';
import { SharedRateLimitStorage } from './common/http/shared-rate-limit-storage.js';
import { SameOriginGuard } from './common/http/same-origin.guard.js';
import { LoggingModule } from './common/logging/logging.module.js';
import { WebModule } from './common/web/web.module.js';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { EnquiriesModule } from './modules/enquiries/enquiries.module.js';
import { MailModule } from './modules/mail/mail.module.js';
import { CareersModule } from './modules/careers/careers.module.js';
import { SubmissionsModule } from './modules/submissions/submissions.module.js';
import { PortalAccessModule } from './modules/portal-access/portal-access.module.js';
import { LeadsModule } from './modules/leads/leads.module.js';
import { DemoModule } from './modules/demo/demo.module.js';
import { LicensingModule } from './modules/licensing/licensing.module.js';
import { AiInsightsModule } from './modules/ai-insights/ai-insights.module.js';

/** Modules that make up the product; the CLI imports these too. */
export const FEATURE_MODULES = [
  MailModule,
  EnquiriesModule,
  CareersModule,
  SubmissionsModule,
  LicensingModule,
  PortalAccessModule,
  LeadsModule,
  AiInsightsModule,
  DemoModule,
];

@Module({
  imports: [
    ConfigModule,
    LoggingModule,
    DatabaseModule.forRoot(),
    // Counters in Redis when REDIS_URL is set, so several instances count together; in process otherwise.
    ThrottlerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        throttlers: [GLOBAL_RATE_LIMIT],
        storage: config.env.REDIS_URL ? SharedRateLimitStorage.connect(config.env.REDIS_URL) : undefined,
      }),
    }),
    HealthModule,
    ...FEATURE_MODULES,
    // Last, so its catch-all page route comes after every API route.
    WebModule,
  ],
  providers: [
    // Global pipes, guards and filters as APP_* providers, so tests that import AppModule get them too.
    { provide: APP_GUARD, useClass: SameOriginGuard },
    { provide: APP_GUARD, useClass: ScaledThrottlerGuard },
    { provide: APP_FILTER, useClass: ApiExceptionFilter },
  ],
})
export class AppModule {}
