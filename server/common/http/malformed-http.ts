import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ApiErrorBody } from '../../../shared/api.js';

/** A request Node's HTTP parser refused never reaches Express; its answer is written to the socket here. */
export function clientErrorBody(error: { code?: string }): ApiErrorBody {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { statusCode: 431, code: 'headers_too_large', message: 'The request headers (cookies or address) are too large.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { statusCode: 408, code: 'request_timeout', message: 'The request took too long to arrive.' };
    default:
      return { statusCode: 400, code: 'bad_request', message: 'The request is not valid HTTP.' };
  }
}

function rawAnswer(body: ApiErrorBody): string {
  const json = JSON.stringify(body);
  return (
    `HTTP/1.1 ${body.statusCode} ${STATUS_CODES[body.statusCode]}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(json)}\r\n` +
    'Connection: close\r\n\r\n' +
    json
  );
}

/**
 * Node answers what its HTTP parser refuses (a header over 16 KB, a control character in a cookie, an unknown
 * method, a non-ASCII byte in the path) with an empty 400/431, and simply drops a CONNECT. These listeners give
 * those requests the API's JSON error shape instead, like every other error.
 */
export function answerMalformedHttp(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node does: only answer on a connection that has not written anything yet, else just close it.
    if (error.code === 'ECONNRESET' || !socket.writable || (socket as Duplex & { bytesWritten?: number }).bytesWritten) {
      socket.destroy();
      return;
    }
    socket.end(rawAnswer(clientErrorBody(error)));
  });
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end(rawAnswer({ statusCode: 405, code: 'method_not_allowed', message: 'CONNECT is not supported.' }));
  });
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => {
    const json = JSON.stringify({ statusCode: 417, code: 'expectation_failed', message: 'Only "Expect: 100-continue" is supported.' });
    res.writeHead(417, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) }).end(json);
  });
}
