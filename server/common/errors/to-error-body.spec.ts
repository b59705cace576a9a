import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { InvalidInputError } from './domain-error.js';
import { INTERNAL_MESSAGE, toErrorBody, UNAVAILABLE_MESSAGE } from './to-error-body.js';

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

  it('answers 503 when the database is unreachable', () => {
    expect(toErrorBody(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toEqual({
      statusCode: 503,
      code: 'service_unavailable',
      message: UNAVAILABLE_MESSAGE,
    });
    expect(toErrorBody({ driverError: { code: '57P01' }, message: 'terminating connection due to administrator command' }).statusCode).toBe(503);
  });

  it('never leaks the text of an unexpected error', () => {
    expect(toErrorBody(new TypeError('Cannot read properties of undefined (reading "secret")'))).toEqual({
      statusCode: 500,
      code: 'internal_error',
      message: INTERNAL_MESSAGE,
    });
  });
});
