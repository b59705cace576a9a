import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import { json } from 'express';
import { Logger } from 'nestjs-pino';
import { createValidationPipe } from './common/errors/validation.pipe.js';
import { refuseDeepJson } from './common/http/json-depth.js';
import { answerMalformedHttp } from './common/http/malformed-http.js';
import { securityHeaders } from './common/http/security.js';
import { StaticFiles } from './common/web/static-files.js';
import { AppConfig } from './config/app-config.js';

/** JSON bodies above this are refused with 413; the longest form (a 5,000-character message) fits easily. */
const JSON_BODY_LIMIT = '64kb';

/**
 * Everything about the HTTP app that is not a module: shared by main.ts and the e2e tests,
 * so the tests run the app exactly as production does.
 */
export function configureApp(app: NestExpressApplication): void {
  const config = app.get(AppConfig);
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.env.TRUST_PROXY);
  app.set('x-powered-by', false);
  // express.json itself: Nest's useBodyParser types leave out `verify` (Nest keeps it for rawBody).
  app.use(json({ limit: JSON_BODY_LIMIT, verify: refuseDeepJson }));
  answerMalformedHttp(app.getHttpServer());
  app.use(securityHeaders(config.isProduction));
  // API answers (a page of leads, a whole chat) gzip or brotli to a fraction; the site's files are precompressed at build.
  app.use('/api', compression());
  app.use(app.get(StaticFiles).handler);
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();

  // The API's map is for developers: not served in production unless API_DOCS says so.
  if (!config.apiDocs) return;
  const openApi = new DocumentBuilder()
    .setTitle('Averra AI API')
    .setDescription('Enquiries, careers, the licence-key portal and AI lead insights.')
    .setVersion('1')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
}
