import { Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { ClientFiles } from './client-files.js';
import { PagesController } from './pages.controller.js';

@Module({
  controllers: [PagesController],
  providers: [{ provide: ClientFiles, inject: [AppConfig], useFactory: (c: AppConfig) => new ClientFiles(c.env.CLIENT_DIST) }],
  exports: [ClientFiles],
})
export class WebModule {}
