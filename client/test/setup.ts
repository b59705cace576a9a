import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoding API that react-router uses at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no Fetch Request; the data router builds one per navigation (for loaders, which these routes don't
// use), so a minimal stand-in with the fields it reads is enough.
if (typeof globalThis.Request === 'undefined') {
  class TestRequest {
    readonly url: string;
    readonly method: string;
    readonly headers: Headers;
    readonly signal: AbortSignal;
    readonly body: BodyInit | null;

    constructor(input: string | URL, init: RequestInit = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.headers = new Headers(init.headers);
      this.signal = init.signal ?? new AbortController().signal;
      this.body = init.body ?? null;
    }
  }
  Object.assign(globalThis, { Request: TestRequest });
}
