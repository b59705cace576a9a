import { Controller, Get, HttpCode, ServiceUnavailableException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { DataSource } from 'typeorm';
import { Lifecycle } from './lifecycle.js';

@ApiTags('health')
@SkipThrottle()
@Controller('api')
export class HealthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: Lifecycle,
  ) {}

  /** Liveness: the process answers. */
  @Get('health')
  health() {
    return { status: 'ok' };
  }

  /** Readiness: database reachable, migrations applied, not draining. */
  @Get('ready')
  @HttpCode(200)
  async ready() {
    const checks = { database: false, migrations: false, draining: this.lifecycle.draining };
    try {
      await this.dataSource.query('SELECT 1');
      checks.database = true;
      checks.migrations = !(await this.dataSource.showMigrations());
    } catch {
      // reported through the checks below
    }
    if (!checks.database || !checks.migrations || checks.draining) {
      throw new ServiceUnavailableException({ code: 'not_ready', message: 'Not ready to serve traffic.', checks });
    }
    return { status: 'ready', checks };
  }
}
