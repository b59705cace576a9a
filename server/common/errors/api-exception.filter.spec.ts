import type { ArgumentsHost } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { ApiExceptionFilter } from './api-exception.filter.js';
import { ServiceUnavailableError } from './domain-error.js';
import { UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER } from './to-error-body.js';

class FakeResponse {
  headersSent = false;
  statusCode = 200;
  headers: Record<string, string> = {};
  body: unknown;
  getHeader(name: string) {
    return this.headers[name];
  }
  setHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  json(body: unknown) {
    this.body = body;
    return this;
  }
}

function answer(exception: unknown): FakeResponse {
  const response = new FakeResponse();
  const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
  new ApiExceptionFilter().catch(exception, host);
  return response;
}

describe('ApiExceptionFilter', () => {
  it('answers an unreachable database with 503, a Retry-After, and no detail of the error', () => {
    const res = answer(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' }));
    expect(res.statusCode).toBe(503);
    expect(res.headers['Retry-After']).toBe(String(UNAVAILABLE_RETRY_AFTER));
    expect(res.body).toEqual({ statusCode: 503, code: 'service_unavailable', message: UNAVAILABLE_MESSAGE, retryAfter: UNAVAILABLE_RETRY_AFTER });
    expect(JSON.stringify(res.body)).not.toMatch(/ECONNREFUSED|5433/);
  });

  it("sends a domain error's own retryAfter as the Retry-After of its 503", () => {
    class StorageDown extends ServiceUnavailableError {
      override readonly retryAfter = 60;
    }
    const res = answer(new StorageDown('We could not store it just now.'));
    expect(res.statusCode).toBe(503);
    expect(res.headers['Retry-After']).toBe('60');
    expect(res.body).toMatchObject({ code: 'service_unavailable', retryAfter: 60 });
  });

  it('keeps answering rate limiting with 429 and a Retry-After', () => {
    const res = answer(new ThrottlerException());
    expect(res.statusCode).toBe(429);
    expect(res.headers['Retry-After']).toBe('60');
  });

  it('writes nothing when the answer has already started', () => {
    const response = new FakeResponse();
    response.headersSent = true;
    const host = { switchToHttp: () => ({ getResponse: () => response }) } as unknown as ArgumentsHost;
    new ApiExceptionFilter().catch(new Error('late'), host);
    expect(response.body).toBeUndefined();
  });
});
