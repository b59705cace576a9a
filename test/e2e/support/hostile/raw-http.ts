import { connect } from 'node:net';

/** One request, written byte for byte: no client library normalises the path, the headers or the body. */
export interface RawRequest {
  method: string;
  /** Sent as is (latin1), so `..`, `%2e%2e` and raw non-ASCII bytes reach the server untouched. */
  path: string;
  headers?: Record<string, string | number | undefined>;
  body?: Buffer | string;
  /** Sends the body with Transfer-Encoding: chunked instead of Content-Length. */
  chunked?: boolean;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  text: string;
}

interface Head {
  status: number;
  headers: Record<string, string>;
}

function parseHead(head: string): Head {
  const [statusLine, ...lines] = head.split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!match) throw new Error(`not an HTTP response: ${JSON.stringify(statusLine.slice(0, 80))}`);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
    }
  }
  return { status: Number(match[1]), headers };
}

/** The body of a chunked answer, or undefined while its last chunk has not arrived. */
function dechunk(body: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = body.indexOf('\r\n', at);
    if (eol < 0) return undefined;
    const size = parseInt(body.subarray(at, eol).toString('latin1'), 16);
    if (!Number.isFinite(size)) throw new Error('bad chunk size in the answer');
    if (size === 0) return Buffer.concat(parts);
    if (body.length < eol + 2 + size + 2) return undefined;
    parts.push(body.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}

/** The whole answer once it is complete (interim 1xx answers skipped), else undefined. */
function completeAnswer(data: Buffer, method: string, closed: boolean): RawResponse | undefined {
  let rest = data;
  for (;;) {
    const split = rest.indexOf('\r\n\r\n');
    if (split < 0) return undefined;
    const head = parseHead(rest.subarray(0, split).toString('latin1'));
    const afterHead = rest.subarray(split + 4);
    if (head.status >= 100 && head.status < 200) {
      rest = afterHead;
      continue;
    }
    let body: Buffer | undefined;
    if (method === 'HEAD' || head.status === 204 || head.status === 304) body = Buffer.alloc(0);
    else if (/chunked/i.test(head.headers['transfer-encoding'] ?? '')) body = dechunk(afterHead);
    else if (head.headers['content-length'] !== undefined) {
      const length = Number(head.headers['content-length']);
      body = afterHead.length >= length ? afterHead.subarray(0, length) : undefined;
    } else if (closed) body = afterHead;
    return body && { ...head, body, text: body.toString('utf8') };
  }
}

/**
 * Sends one request on a connection of its own and reads the answer. The server may answer before the body is
 * fully written (a body over the limit): errors while writing are ignored, the answer is what counts.
 */
export function sendRaw(port: number, request: RawRequest, timeoutMs = 20_000): Promise<RawResponse> {
  const body = typeof request.body === 'string' ? Buffer.from(request.body, 'utf8') : request.body;
  const headers: Record<string, string | number | undefined> = { Host: `127.0.0.1:${port}`, Connection: 'close', ...request.headers };
  const named = (name: string) => Object.keys(headers).some((h) => h.toLowerCase() === name);
  if (body && request.chunked) headers['Transfer-Encoding'] = 'chunked';
  else if (body && !named('content-length')) headers['Content-Length'] = body.length;
  const head =
    `${request.method} ${request.path} HTTP/1.1\r\n` +
    Object.entries(headers)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('') +
    '\r\n';
  const what = `${request.method} ${request.path.slice(0, 100)}`;

  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let settled = false;
    const finish = (error?: Error, answer?: RawResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) reject(error);
      else resolve(answer!);
    };
    const timer = setTimeout(() => finish(new Error(`no answer within ${timeoutMs} ms to ${what}`)), timeoutMs);
    const check = (closed: boolean) => {
      try {
        const answer = completeAnswer(received, request.method, closed);
        if (answer) finish(undefined, answer);
        else if (closed) finish(new Error(`connection closed without a complete HTTP answer to ${what} (${received.length} bytes)`));
      } catch (error) {
        finish(error as Error);
      }
    };
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      check(false);
    });
    // EPIPE/ECONNRESET while still writing a refused body: whatever arrived before is the answer.
    socket.on('error', () => undefined);
    socket.on('close', () => check(true));
    socket.write(Buffer.from(head, 'latin1'));
    if (body) {
      if (request.chunked) {
        for (let i = 0; i < body.length; i += 16_384) {
          const piece = body.subarray(i, i + 16_384);
          socket.write(`${piece.length.toString(16)}\r\n`);
          socket.write(piece);
          socket.write('\r\n');
        }
        socket.write('0\r\n\r\n');
      } else {
        socket.write(body);
      }
    }
  });
}
