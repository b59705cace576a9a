import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// CI runs every suite on two cores at once: the 1-second default for findBy/waitFor was seen to run out while a page's
// first lazy chunk loaded (the dashboard's welcome heading). Waiting longer changes nothing when a test passes.
configure({ asyncUtilTimeout: 5_000 });

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
