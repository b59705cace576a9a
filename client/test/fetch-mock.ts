import { jest } from '@jest/globals';

/** The part of Response that lib/api.ts reads. */
export function jsonResponse(status: number, body?: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  } as unknown as Response;
}

/** A file download as lib/api.ts reads it: the name in Content-Disposition, and the bytes (or a read that fails midway). */
export function fileResponse(fileName: string, body: string | Error): Response {
  return {
    ok: true,
    status: 200,
    headers: new Headers({ 'Content-Disposition': `attachment; filename="${fileName}"` }),
    blob: async () => {
      if (body instanceof Error) throw body;
      return new Blob([body]);
    },
  } as unknown as Response;
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export type FetchMock = jest.Mock<typeof fetch>;

/** Replaces globalThis.fetch for one test; restore with the returned function. */
export function mockFetch(): { fetchMock: FetchMock; restore: () => void } {
  const original = globalThis.fetch;
  const fetchMock = jest.fn<typeof fetch>();
  globalThis.fetch = fetchMock;
  return {
    fetchMock,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

export function requestBody(fetchMock: FetchMock, call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1];
  return JSON.parse(String(init?.body));
}
