import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { toErrorBody } from './to-error-body.js';

/** The one place where errors become HTTP answers: JSON, never a stack trace. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = toErrorBody(exception);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (response.headersSent) return;
    if (body.statusCode === 429) {
      const retryAfter = body.retryAfter ?? Number(response.getHeader('Retry-After') ?? 60);
      body.retryAfter = Number.isFinite(retryAfter) ? retryAfter : 60;
      response.setHeader('Retry-After', String(body.retryAfter));
    }
    response.status(body.statusCode).json(body);
  }
}
