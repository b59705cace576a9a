import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { ClientFiles } from './client-files.js';
import { PageBodies } from './page-bodies.js';
import { PagesController } from './pages.controller.js';
import { StaticFiles } from './static-files.js';

@Module({
  controllers: [PagesController],
  providers: [{ provide: ClientFiles, inject: [AppConfig], useFactory: (c: AppConfig) => new ClientFiles(c.env.CLIENT_DIST) }, StaticFiles, PageBodies],
  exports: [ClientFiles, StaticFiles],
})
export class WebModule {}
