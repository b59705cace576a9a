import { Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import type { ServerResponse } from 'node:http';
import { AppConfig } from '../../config/app-config.js';
import { ClientFiles } from './client-files.js';
import { PagesController } from './pages.controller.js';

/** Hashed build assets never change, so browsers keep them for a year; everything else is revalidated. */
function cacheHeaders(res: ServerResponse, path: string): void {
  const hashed = /[\\/]assets[\\/]/.test(path);
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

@Module({
  imports: [
    ServeStaticModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => [
        {
          rootPath: new ClientFiles(config.env.CLIENT_DIST).root,
          // The static middleware serves files only; PagesController decides what an HTML route gets.
          exclude: ['/{*path}'],
          serveStaticOptions: { index: false, redirect: false, fallthrough: true, setHeaders: cacheHeaders },
        },
      ],
    }),
  ],
  controllers: [PagesController],
  providers: [{ provide: ClientFiles, inject: [AppConfig], useFactory: (c: AppConfig) => new ClientFiles(c.env.CLIENT_DIST) }],
})
export class WebModule {}
