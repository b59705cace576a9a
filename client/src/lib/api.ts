import type { ApiErrorBody, FieldError } from '../../../shared/api.js';

/** A non-2xx answer (or no answer at all: status 0) from the API, with the server's field errors when it sent some. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: readonly FieldError[];
  /** On 429: the seconds to wait before trying again, when the server said. */
  readonly retryAfter?: number;

  constructor(status: number, code: string, message: string, fieldErrors: readonly FieldError[] = [], retryAfter?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.retryAfter = retryAfter;
  }
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'message' in value && 'code' in value;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Sends one request: the response when it is 2xx, an ApiError otherwise (status 0: no answer). */
export async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
      credentials: 'same-origin',
    });
  } catch (cause) {
    throw new ApiError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network request failed');
  }
  if (response.ok) return response;
  const data = parseJson(await response.text());
  if (isApiErrorBody(data)) throw new ApiError(response.status, data.code, data.message, data.errors ?? [], data.retryAfter);
  throw new ApiError(response.status, 'HTTP_ERROR', `Request failed with status ${response.status}`);
}

/** Sends one request and reads the answer: the JSON body on 2xx, an ApiError otherwise. */
async function request<TResponse>(path: string, init: RequestInit): Promise<TResponse> {
  const response = await send(path, init);
  return parseJson(await response.text()) as TResponse;
}

/** Gets JSON; `signal` cancels the request (the promise then rejects). */
export function getJson<TResponse>(path: string, signal?: AbortSignal): Promise<TResponse> {
  return request<TResponse>(path, { method: 'GET', signal });
}

/** Posts a JSON body; `signal` cancels the request (the promise then rejects). */
export function postJson<TResponse, TRequest = unknown>(path: string, body: TRequest, signal?: AbortSignal): Promise<TResponse> {
  return request<TResponse>(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal });
}

/** Posts multipart form data (a file upload). No Content-Type header: the browser sets it with the multipart boundary. */
export function postForm<TResponse>(path: string, body: FormData): Promise<TResponse> {
  return request<TResponse>(path, { method: 'POST', body });
}
