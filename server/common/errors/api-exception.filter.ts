import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { toErrorBody, UNAVAILABLE_RETRY_AFTER } from './to-error-body.js';

/** The one place where errors become HTTP answers: JSON, never a stack trace. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = toErrorBody(exception);
    if (body.statusCode === 503) {
      // Expected while a dependency is away (many requests at once): one line each, no stack.
      this.logger.warn(`503 ${body.code}: ${exception instanceof Error ? `${exception.name}: ${exception.message}` : String(exception)}`);
    } else if (body.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    }
    if (response.headersSent) return;
    if (body.statusCode === 429 || body.statusCode === 503) {
      // Both say "come back later"; Retry-After says when (RFC 9110, section 10.2.3).
      const fallback = body.statusCode === 429 ? 60 : UNAVAILABLE_RETRY_AFTER;
      const retryAfter = body.retryAfter ?? Number(response.getHeader('Retry-After') ?? fallback);
      body.retryAfter = Number.isFinite(retryAfter) ? retryAfter : fallback;
      response.setHeader('Retry-After', String(body.retryAfter));
    }
    response.status(body.statusCode).json(body);
  }
}
