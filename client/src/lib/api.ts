import type { ApiErrorBody, FieldError } from '../../../shared/api.js';

/** A non-2xx answer (or no answer at all: status 0) from the API, with the server's field errors when it sent some. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: readonly FieldError[];

  constructor(status: number, code: string, message: string, fieldErrors: readonly FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
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

export async function postJson<TResponse, TRequest = unknown>(path: string, body: TRequest): Promise<TResponse> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network request failed');
  }

  const data = parseJson(await response.text());
  if (!response.ok) {
    if (isApiErrorBody(data)) {
      throw new ApiError(response.status, data.code, data.message, data.errors ?? []);
    }
    throw new ApiError(response.status, 'HTTP_ERROR', `Request failed with status ${response.status}`);
  }
  return data as TResponse;
}
