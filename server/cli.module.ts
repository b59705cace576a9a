import { Module } from '@nestjs/common';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { FEATURE_MODULES } from './app.module.js';

/** The admin CLI: the same feature modules and services as the server, without HTTP. */
@Module({
  imports: [ConfigModule, DatabaseModule.forRoot({ attachToRunningServer: true }), ...FEATURE_MODULES],
})
export class CliModule {}
