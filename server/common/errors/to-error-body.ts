import { HttpException, HttpStatus } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { ApiErrorBody } from '../../../shared/api.js';
import { JSON_TOO_DEEP } from '../http/json-depth.js';
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
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
export const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again later.';
/** Seconds a client should wait after a 503 (Retry-After): the database restarting takes a few seconds. */
export const UNAVAILABLE_RETRY_AFTER = 5;

/**
 * Error codes and messages of node-postgres, the pg pool and PostgreSQL that mean "the database is not reachable
 * right now": refused or dropped connections, a server that is shutting down or starting up (57P01-57P03), class 08
 * (connection exceptions), too many connections (53300), a pool that found no connection in time, and a client
 * whose connection broke under it.
 */
const DATABASE_DOWN_CODES = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|57P0[1-3]|08[0-9A-Z]{3}|53300)$/;
const DATABASE_DOWN_MESSAGES =
  /^connect ECONNREFUSED|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|terminating connection due to administrator command|the database system is (shutting down|starting up|in recovery mode|not yet accepting connections)/;

/**
 * TypeORM releases a query runner as soon as its connection reports an error (PostgreSQL terminated it), so the next
 * query of a transaction that was open at that moment fails with this instead of the connection's own error. The
 * app never releases a runner it is still using, so here it means a broken connection.
 */
const DATABASE_DOWN_NAMES = new Set(['QueryRunnerAlreadyReleasedError']);

/** Whether `error` (or what it wraps: TypeORM's driverError, a cause, the errors of an AggregateError) says so. */
export function isDatabaseDown(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { name?: unknown; code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.name === 'string' && DATABASE_DOWN_NAMES.has(e.name)) return true;
  if (typeof e.code === 'string' && DATABASE_DOWN_CODES.test(e.code)) return true;
  if (typeof e.message === 'string' && DATABASE_DOWN_MESSAGES.test(e.message)) return true;
  const inner = [e.driverError, e.cause, ...(Array.isArray(e.errors) ? e.errors : [])];
  return inner.some((i) => isDatabaseDown(i, depth + 1));
}

/** Body-parser errors arrive as plain errors with a status and a `type`. */
function bodyParserError(error: unknown): { status: number; type: string } | undefined {
  const e = error as { type?: string; status?: number };
  return typeof e?.type === 'string' && typeof e.status === 'number' && e.status >= 400 && e.status < 500 ? { status: e.status, type: e.type } : undefined;
}

const BODY_PARSER_MESSAGES: Record<number, string> = {
  400: 'The request body is not valid JSON.',
  413: 'The request body is too large.',
  415: 'This content type is not supported.',
};

const BODY_PARSER_TYPE_MESSAGES: Record<string, string> = {
  [JSON_TOO_DEEP]: 'The request body is nested too deeply.',
};

/** A path with a broken %-escape (`/api/%E0%A4%A`): the router's URIError text names internals. */
const MALFORMED_PATH_MESSAGE = 'The address of the request is not valid.';

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
  const cause = exception instanceof HttpException ? exception.cause : exception;
  const parser = bodyParserError(cause);
  if (parser) {
    return {
      statusCode: parser.status,
      code: CODE_BY_STATUS[parser.status] ?? 'bad_request',
      message: BODY_PARSER_TYPE_MESSAGES[parser.type] ?? BODY_PARSER_MESSAGES[parser.status] ?? 'The request could not be read.',
    };
  }
  if (cause instanceof URIError && (cause as URIError & { status?: number }).status === 400) {
    return { statusCode: 400, code: 'bad_request', message: MALFORMED_PATH_MESSAGE };
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
    return { statusCode: 503, code: 'service_unavailable', message: UNAVAILABLE_MESSAGE, retryAfter: UNAVAILABLE_RETRY_AFTER };
  }
  return { statusCode: 500, code: 'internal_error', message: INTERNAL_MESSAGE };
}
