import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { InvalidInputError } from './domain-error.js';
import { INTERNAL_MESSAGE, isDatabaseDown, toErrorBody, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER } from './to-error-body.js';

describe('toErrorBody', () => {
  it('maps a domain error by its code and keeps its field errors', () => {
    const error = new InvalidInputError('Bad', [{ field: 'email', message: 'Bad e-mail' }]);
    expect(toErrorBody(error)).toEqual({ statusCode: 400, code: 'validation_failed', message: 'Bad', errors: [{ field: 'email', message: 'Bad e-mail' }] });
  });

  it('keeps the code and message of an HTTP exception', () => {
    expect(toErrorBody(new NotFoundException({ code: 'not_found', message: 'Nope' }))).toEqual({ statusCode: 404, code: 'not_found', message: 'Nope' });
    expect(toErrorBody(new BadRequestException('Plain'))).toEqual({ statusCode: 400, code: 'bad_request', message: 'Plain' });
  });

  it('answers rate limiting with 429', () => {
    expect(toErrorBody(new ThrottlerException())).toMatchObject({ statusCode: 429, code: 'rate_limited' });
  });

  it('hides the text of body-parser errors behind a clear message', () => {
    const parserError = Object.assign(new SyntaxError('Unexpected token } in JSON at position 7'), { status: 400, type: 'entity.parse.failed' });
    expect(toErrorBody(new HttpException('x', 400, { cause: parserError }))).toEqual({ statusCode: 400, code: 'bad_request', message: 'The request body is not valid JSON.' });
  });

  it('says when a body is nested too deeply (the JSON parser refuses it before class-transformer recurses into it)', () => {
    const tooDeep = Object.assign(new Error('deep'), { status: 400, type: 'entity.too.deep' });
    expect(toErrorBody(new HttpException('x', 400, { cause: tooDeep }))).toEqual({ statusCode: 400, code: 'bad_request', message: 'The request body is nested too deeply.' });
  });

  it('answers a path with a broken %-escape with 400 and no router jargon', () => {
    const uriError = Object.assign(new URIError('Failed to decode param \'%E0%A4%A\''), { status: 400 });
    expect(toErrorBody(new BadRequestException(uriError.message, { cause: uriError }))).toEqual({
      statusCode: 400,
      code: 'bad_request',
      message: 'The address of the request is not valid.',
    });
  });

  it('answers 503 when the database is unreachable, with a retryAfter and nothing of the error', () => {
    expect(toErrorBody(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toEqual({
      statusCode: 503,
      code: 'service_unavailable',
      message: UNAVAILABLE_MESSAGE,
      retryAfter: UNAVAILABLE_RETRY_AFTER,
    });
    expect(UNAVAILABLE_MESSAGE).toBe('The service is briefly unavailable. Please try again in a moment.');
    expect(toErrorBody({ driverError: { code: '57P01' }, message: 'terminating connection due to administrator command' }).statusCode).toBe(503);
  });

  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' })],
    ['a server shutting down (57P01, wrapped by TypeORM)', { name: 'QueryFailedError', message: 'terminating connection due to administrator command', driverError: { code: '57P01' } }],
    ['a server starting up (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection broken mid-query', new Error('Connection terminated unexpectedly')],
    ['a transaction whose connection PostgreSQL terminated', Object.assign(new Error('Query runner already released. Cannot run queries anymore.'), { name: 'QueryRunnerAlreadyReleasedError' })],
    ['a client whose connection broke', new Error('Client has encountered a connection error and is not queryable')],
    ['a pool that found no connection in time', new Error('timeout exceeded when trying to connect')],
    ['too many connections (53300)', Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
    ['a connection exception (class 08)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a session store error that wraps one', Object.assign(new Error('Failed to load the session'), { cause: { code: 'ECONNRESET' } })],
    ['every address refused (AggregateError)', new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })], 'connect failed')],
  ])('recognises %s as the database being down', (_what, error) => {
    expect(isDatabaseDown(error)).toBe(true);
    expect(toErrorBody(error)).toEqual({ statusCode: 503, code: 'service_unavailable', message: UNAVAILABLE_MESSAGE, retryAfter: UNAVAILABLE_RETRY_AFTER });
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' })],
    ['a syntax error in a query', { name: 'QueryFailedError', message: 'syntax error at or near "SELEC"', driverError: { code: '42601' } }],
    ['a plain bug', new TypeError('x is not a function')],
  ])('does not mistake %s for an outage', (_what, error) => {
    expect(isDatabaseDown(error)).toBe(false);
    expect(toErrorBody(error).statusCode).toBe(500);
  });

  it('never leaks the text of an unexpected error', () => {
    expect(toErrorBody(new TypeError('Cannot read properties of undefined (reading "secret")'))).toEqual({
      statusCode: 500,
      code: 'internal_error',
      message: INTERNAL_MESSAGE,
    });
  });
});
