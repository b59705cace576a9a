import type { AddressInfo } from 'node:net';
import type { ApiErrorBody } from '../../../../shared/api.js';
import { APP_ORIGIN, freshClientIp, type TestApp } from '../test-app.js';
import { sendRaw, type RawRequest, type RawResponse } from './raw-http.js';

/** The malformed-input categories of issue 7; each must send at least one request. */
export const CATEGORIES = [
  'invalid JSON',
  'wrong content type',
  'missing and extra fields',
  'wrong types',
  'huge strings and bodies',
  'control characters',
  'SQL and HTML payloads',
  'unicode edge cases',
  'bad cookies',
  'path tricks',
  'odd methods',
  'bad multipart',
  'malformed HTTP',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface SendOptions {
  /** The client address (X-Forwarded-For; the app trusts one proxy): a fresh one by default, so no rate limit bites. */
  ip?: string;
  /** Leave out the same-origin Origin header. */
  noOrigin?: boolean;
}

/**
 * Sends malformed requests to an app listening on a real port, counting them per category, so the suite can prove
 * how many it sent.
 */
export class HostileClient {
  private readonly counts = new Map<Category, number>();
  private sent = 0;

  constructor(private readonly app: () => TestApp) {}

  /** Starts listening on a free port (raw requests need a real socket). */
  static async listen(app: TestApp): Promise<void> {
    if (!app.http.listening) await app.app.listen(0, '127.0.0.1');
  }

  get port(): number {
    return (this.app().http.address() as AddressInfo).port;
  }

  /** Requests sent (one request may count in several categories). */
  get total(): number {
    return this.sent;
  }

  count(category: Category): number {
    return this.counts.get(category) ?? 0;
  }

  summary(): string {
    return CATEGORIES.map((c) => `${c}: ${this.count(c)}`).join(', ');
  }

  async send(categories: Category | Category[], request: RawRequest, options: SendOptions = {}): Promise<RawResponse> {
    this.sent += 1;
    for (const category of [categories].flat()) this.counts.set(category, this.count(category) + 1);
    const headers = {
      'X-Forwarded-For': options.ip ?? freshClientIp(),
      ...(options.noOrigin ? {} : { Origin: APP_ORIGIN }),
      ...request.headers,
    };
    return sendRaw(this.port, { ...request, headers });
  }
}

export interface Expected {
  status?: number | number[];
  code?: string | string[];
  /** A field the `errors` list must name. */
  field?: string;
  message?: string | RegExp;
}

const ERROR_KEYS = new Set(['statusCode', 'code', 'message', 'errors', 'retryAfter']);
/** What a stack trace or an internal path looks like in an answer. */
const LEAKS = /\bat [\w.<>]+ \(|node_modules|\/server\/|\.ts:\d+|\.js:\d+:\d+|TypeError|ReferenceError|QueryFailedError/;

function describe(request: RawRequest): string {
  const body = request.body === undefined ? '' : ` body(${request.body.length}): ${JSON.stringify(request.body.toString().slice(0, 160))}`;
  return `${request.method} ${JSON.stringify(request.path.slice(0, 120))}${body}`;
}

/**
 * The answer to a malformed request: a 4xx (never a 5xx, never 429, which would mean the test tested nothing), JSON in
 * the API's error shape, no stack trace or internal path; and what `expected` asks for. Returns the body.
 */
export function expectApiError(request: RawRequest, response: RawResponse, expected: Expected = {}): ApiErrorBody {
  const problems: string[] = [];
  const { status } = response;
  if (status === 429) problems.push('answered 429: the request was throttled, so it tested nothing (use a fresh client address)');
  else if (status < 400 || status > 499) problems.push(`status ${status} is not a 4xx`);
  const statuses = expected.status === undefined ? undefined : [expected.status].flat();
  if (statuses && !statuses.includes(status)) problems.push(`status ${status}, expected ${statuses.join(' or ')}`);
  if (!/^application\/json\b/.test(response.headers['content-type'] ?? '')) problems.push(`content-type ${response.headers['content-type']}, expected JSON`);

  let body = {} as ApiErrorBody;
  if (request.method !== 'HEAD') {
    try {
      body = JSON.parse(response.text) as ApiErrorBody;
    } catch {
      problems.push('the body is not JSON');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) problems.push('the body is not a JSON object');
    else {
      const extra = Object.keys(body).filter((k) => !ERROR_KEYS.has(k));
      if (extra.length) problems.push(`unexpected keys ${extra.join(', ')}`);
      if (body.statusCode !== status) problems.push(`statusCode ${body.statusCode} differs from the status ${status}`);
      if (typeof body.code !== 'string' || !/^[a-z][a-z_]*$/.test(body.code)) problems.push(`code ${JSON.stringify(body.code)} is not a snake_case code`);
      if (typeof body.message !== 'string' || !body.message.trim()) problems.push('no message');
      if (body.errors !== undefined) {
        const ok =
          Array.isArray(body.errors) &&
          body.errors.every((e) => typeof e.field === 'string' && typeof e.message === 'string' && Object.keys(e).length === 2);
        if (!ok) problems.push('errors is not a list of {field, message}');
      }
      const codes = expected.code === undefined ? undefined : [expected.code].flat();
      if (codes && !codes.includes(body.code)) problems.push(`code ${body.code}, expected ${codes.join(' or ')}`);
      if (expected.field !== undefined && !body.errors?.some((e) => e.field === expected.field)) {
        problems.push(`no error for the field ${JSON.stringify(expected.field)}`);
      }
      if (typeof expected.message === 'string' && body.message !== expected.message) problems.push(`message ${JSON.stringify(body.message)}`);
      if (expected.message instanceof RegExp && !expected.message.test(body.message)) problems.push(`message ${JSON.stringify(body.message)}`);
    }
  }
  if (LEAKS.test(response.text)) problems.push('the answer shows a stack trace or an internal path');
  if (problems.length) {
    throw new Error(`${describe(request)}\n→ ${status} ${response.headers['content-type']} ${response.text.slice(0, 400)}\n  ${problems.join('\n  ')}`);
  }
  return body;
}

/** Runs table cases one after another and reports every failure at once (not just the first). */
export async function runCases<T>(cases: readonly T[], run: (item: T) => Promise<void>): Promise<void> {
  const failures: string[] = [];
  for (const item of cases) {
    try {
      await run(item);
    } catch (error) {
      failures.push((error as Error).message);
    }
  }
  if (failures.length) throw new Error(`${failures.length} of ${cases.length} cases failed:\n\n${failures.join('\n\n')}`);
}
