import { Controller, Get, Next, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { NextFunction, Request, Response } from 'express';
import { ClientFiles } from './client-files.js';
import { PageBodies } from './page-bodies.js';
import { FILE_NAME } from './static-files.js';

/**
 * Answers every GET that no API route and no static file took: deep links get their prerendered page,
 * private routes the SPA shell, anything else the 404 page with status 404. Unknown /api paths stay JSON.
 */
@ApiExcludeController()
@SkipThrottle()
@Controller()
export class PagesController {
  constructor(
    private readonly files: ClientFiles,
    private readonly bodies: PageBodies,
  ) {}

  @Get('{*path}')
  page(@Req() request: Request, @Res() response: Response, @Next() next: NextFunction): void {
    // Case-insensitive, as Express matches the API's routes: /API/nope is an API path too, answered in JSON.
    if (/^\/api(\/|$)/i.test(request.path)) {
      throw new NotFoundException({ code: 'not_found', message: `There is no API endpoint ${request.method} ${request.path}.` });
    }
    // A file name the static middleware did not find (/assets/gone-1a2b.js): a plain 404, not an HTML page.
    if (FILE_NAME.test(request.path)) return next();
    if (!this.files.built) {
      response.status(503).type('text/plain').send('The site is not built yet: run `npm run build`.');
      return;
    }
    const answer = this.files.resolve(request.path);
    if ('redirect' in answer) {
      const query = request.url.indexOf('?');
      response.redirect(301, answer.redirect + (query >= 0 ? request.url.slice(query) : ''));
      return;
    }
    if (answer.private) response.setHeader('X-Robots-Tag', 'noindex');
    this.bodies.send(answer.file, answer.status, request, response);
  }
}
