import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { UNAVAILABLE_RETRY_AFTER } from '../errors/to-error-body.js';
import { Lifecycle } from './lifecycle.js';

/** How long the readiness check waits for the database: a load balancer's probe must get an answer in time. */
export const READY_DATABASE_TIMEOUT_MS = 2000;

export interface ReadinessChecks {
  database: boolean;
  migrations: boolean;
  draining: boolean;
}

@ApiTags('health')
@SkipThrottle()
@Controller('api')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: Lifecycle,
  ) {}

  /** Liveness: the process answers. It never asks the database, so an outage there does not get the process restarted. */
  @Get('health')
  health() {
    return { status: 'ok' };
  }

  /**
   * Readiness: database reachable, migrations applied, not draining. Not ready is a 503 in the API's error shape
   * with a Retry-After, plus the checks, so an operator sees which one failed.
   */
  @Get('ready')
  async ready(@Res({ passthrough: true }) res: Response) {
    const checks = await this.check();
    if (checks.database && checks.migrations && !checks.draining) return { status: 'ready', checks };
    res.status(503).setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER));
    return { statusCode: 503, code: 'not_ready', message: 'Not ready to serve traffic.', retryAfter: UNAVAILABLE_RETRY_AFTER, checks };
  }

  private async check(): Promise<ReadinessChecks> {
    const checks = { database: false, migrations: false, draining: this.lifecycle.draining };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), READY_DATABASE_TIMEOUT_MS);
    });
    try {
      await Promise.race([
        (async () => {
          await this.dataSource.query('SELECT 1');
          checks.database = true;
          checks.migrations = !(await this.dataSource.showMigrations());
        })(),
        timeout,
      ]);
    } catch {
      // reported through the checks
    } finally {
      clearTimeout(timer);
    }
    return checks;
  }
}
