import { Global, Module } from '@nestjs/common';
import { Clock } from '../common/time/clock.js';
import { AppConfig } from './app-config.js';

/** Settings and the clock: needed everywhere, so global. */
@Global()
@Module({
  providers: [{ provide: AppConfig, useFactory: () => AppConfig.fromEnvironment() }, Clock],
  exports: [AppConfig, Clock],
})
export class ConfigModule {}
