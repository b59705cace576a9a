import { HttpException, HttpStatus } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { ApiErrorBody } from '../../../shared/api.js';
import { DomainError } from './domain-error.js';
import { ERROR_STATUS } from './error-codes.js';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a minute and try again.';
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a minute.';
export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again later.';

/** Error codes of node-postgres and PostgreSQL that mean "the database is not reachable right now". */
const DATABASE_DOWN = /ECONNREFUSED|ECONNRESET|ETIMEDOUT|Connection terminated|timeout exceeded when trying to connect|^57P0[1-3]$|^08\d{3}$/;

function isDatabaseDown(error: unknown): boolean {
  const e = error as { code?: string; message?: string; driverError?: { code?: string } };
  return [e?.code, e?.driverError?.code, e?.message].some((v) => typeof v === 'string' && DATABASE_DOWN.test(v));
}

/** Body-parser errors arrive as plain errors with a status and a `type`. */
function bodyParserStatus(error: unknown): number | undefined {
  const e = error as { type?: string; status?: number };
  return typeof e?.type === 'string' && typeof e.status === 'number' && e.status >= 400 && e.status < 500 ? e.status : undefined;
}

const BODY_PARSER_MESSAGES: Record<number, string> = {
  400: 'The request body is not valid JSON.',
  413: 'The request body is too large.',
  415: 'This content type is not supported.',
};

/** Turns anything thrown while handling a request into the API's one error shape. */
export function toErrorBody(exception: unknown): ApiErrorBody {
  if (exception instanceof DomainError) {
    const statusCode = ERROR_STATUS[exception.code] ?? HttpStatus.INTERNAL_SERVER_ERROR;
    const body: ApiErrorBody = { statusCode, code: exception.code, message: exception.message };
    if (exception.fieldErrors.length) body.errors = exception.fieldErrors;
    if (exception.retryAfter !== undefined) body.retryAfter = exception.retryAfter;
    return body;
  }
  if (exception instanceof ThrottlerException) {
    return { statusCode: 429, code: 'rate_limited', message: RATE_LIMITED_MESSAGE };
  }
  // Express's body parser errors reach us wrapped in an HttpException (or bare); their own text is jargon.
  const parserStatus = bodyParserStatus(exception instanceof HttpException ? exception.cause : exception);
  if (parserStatus) {
    return {
      statusCode: parserStatus,
      code: CODE_BY_STATUS[parserStatus] ?? 'bad_request',
      message: BODY_PARSER_MESSAGES[parserStatus] ?? 'The request could not be read.',
    };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    const detail = typeof response === 'object' && response ? (response as Partial<ApiErrorBody>) : {};
    const message = typeof detail.message === 'string' ? detail.message : exception.message;
    const body: ApiErrorBody = {
      statusCode,
      code: typeof detail.code === 'string' ? detail.code : (CODE_BY_STATUS[statusCode] ?? 'error'),
      message: statusCode >= 500 && statusCode !== 503 ? INTERNAL_MESSAGE : message,
    };
    if (Array.isArray(detail.errors)) body.errors = detail.errors;
    if (typeof detail.retryAfter === 'number') body.retryAfter = detail.retryAfter;
    return body;
  }
  if (isDatabaseDown(exception)) {
    return { statusCode: 503, code: 'service_unavailable', message: UNAVAILABLE_MESSAGE };
  }
  return { statusCode: 500, code: 'internal_error', message: INTERNAL_MESSAGE };
}
