import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { jsonResponse, mockFetch, type FetchMock } from '../../test/fetch-mock.js';
import { ApiError, postForm, postJson } from './api.js';

let fetchMock: FetchMock;
let restoreFetch: () => void;

beforeEach(() => {
  ({ fetchMock, restore: restoreFetch } = mockFetch());
});

afterEach(() => restoreFetch());

describe('postJson', () => {
  it('sends JSON and returns the parsed body on success', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 'abc' }));

    await expect(postJson('/api/contact', { a: 1 })).resolves.toEqual({ id: 'abc' });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('throws an ApiError with status, code, message and field errors on a 400', async () => {
    const errors = [{ field: 'email', message: 'Enter a valid e-mail address.' }];
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Invalid', errors }));

    const error = await postJson('/api/book-class', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'Invalid', fieldErrors: errors });
  });

  it('throws an ApiError without field errors when the body is not JSON', async () => {
    fetchMock.mockResolvedValueOnce({ ok: false, status: 502, text: async () => '<html>Bad gateway</html>' } as Response);

    await expect(postJson('/api/contact', {})).rejects.toMatchObject({ status: 502, code: 'HTTP_ERROR', fieldErrors: [] });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await expect(postJson('/api/contact', {})).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it("carries the server's retryAfter seconds on a 429", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(429, { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many codes. Try again in 40 minutes.', retryAfter: 2400 }),
    );

    await expect(postJson('/api/validate-license', {})).rejects.toMatchObject({ status: 429, retryAfter: 2400, message: 'Too many codes. Try again in 40 minutes.' });
  });

  it('leaves retryAfter undefined when the server sent none', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'No' }));

    const error = await postJson('/api/ai-analysis', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryAfter).toBeUndefined();
  });

  it('hands the abort signal to fetch', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}));
    const controller = new AbortController();

    await postJson('/api/ai-analysis', {}, controller.signal);

    expect(fetchMock.mock.calls[0]?.[1]?.signal).toBe(controller.signal);
  });
});

describe('postForm', () => {
  it('sends the FormData as the body and lets the browser set the multipart content type', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(201, { id: 'app1' }));
    const form = new FormData();
    form.append('fullName', 'Ada Lovelace');

    await expect(postForm('/api/careers', form)).resolves.toEqual({ id: 'app1' });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/careers');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });

  it('throws an ApiError with the status of a 413 answer', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(413, { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too large' }));

    await expect(postForm('/api/careers', new FormData())).rejects.toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await expect(postForm('/api/careers', new FormData())).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
