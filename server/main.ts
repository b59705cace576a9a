import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { configureApp } from './configure-app.js';
import { AppConfig } from './config/app-config.js';
import { ConfigError } from './config/load-config.js';
import { requireProductionBuild } from './common/web/build-info.js';

async function bootstrap(): Promise<void> {
  // Validate the environment before anything starts, so a bad value stops the process with one clear message.
  const settings = AppConfig.fromEnvironment();
  if (settings.isProduction) requireProductionBuild(settings.env.CLIENT_DIST);
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bufferLogs: true, bodyParser: false });
  configureApp(app);
  const config = app.get(AppConfig);
  await app.listen(config.env.PORT, config.env.HOST);
  process.stdout.write(`Site ready at http://${config.env.HOST === '0.0.0.0' ? 'localhost' : config.env.HOST}:${config.env.PORT}\n`);
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`The server could not start: ${(error as Error)?.stack ?? String(error)}\n`);
  }
  process.exit(1);
});
