import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { answerMalformedHttp, clientErrorBody } from './malformed-http.js';

/** Writes raw bytes and reads the answer until the server closes the connection. */
function exchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.write(raw);
  });
}

function parse(answer: string): { status: number; type: string | undefined; body: unknown } {
  const [head, body] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), type: /content-type: ([^\r]+)/i.exec(head)?.[1], body: JSON.parse(body) };
}

describe('answerMalformedHttp', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((_req, res) => res.end('ok'));
    answerMalformedHttp(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ['an unknown method', 'FOO /api/contact HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['a NUL byte in a cookie', 'GET /api/buyer-info HTTP/1.1\r\nHost: x\r\nCookie: a=\u0000\r\n\r\n', 400],
    ['a raw non-ASCII byte in the path', 'GET /api/\u00c0\u00af HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['both Content-Length and Transfer-Encoding', 'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}', 400],
    ['headers over 16 KB', `GET /api/health HTTP/1.1\r\nHost: x\r\nCookie: a=${'b'.repeat(20_000)}\r\n\r\n`, 431],
  ])('answers %s with a JSON error', async (_name, raw, status) => {
    const answer = parse(await exchange(port, raw));
    expect(answer).toEqual({ status, type: 'application/json; charset=utf-8', body: clientErrorBody({ code: status === 431 ? 'HPE_HEADER_OVERFLOW' : undefined }) });
  });

  it('answers CONNECT with 405 instead of dropping the connection', async () => {
    const answer = parse(await exchange(port, 'CONNECT /api/contact HTTP/1.1\r\nHost: x\r\n\r\n'));
    expect(answer).toMatchObject({ status: 405, body: { statusCode: 405, code: 'method_not_allowed' } });
  });

  it('answers an Expect header it cannot meet with a JSON 417', async () => {
    const answer = parse(await exchange(port, 'POST /api/contact HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nConnection: close\r\nContent-Length: 0\r\n\r\n'));
    expect(answer).toMatchObject({ status: 417, type: 'application/json; charset=utf-8', body: { statusCode: 417, code: 'expectation_failed' } });
  });

  it('leaves good requests alone', async () => {
    expect(await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*\r\n\r\nok$/);
  });
});
