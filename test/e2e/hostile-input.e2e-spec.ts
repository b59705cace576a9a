import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../server/config/app-config.js';
import { CATEGORIES, expectApiError, HostileClient, runCases, type Category, type Expected } from './support/hostile/hostile-client.js';
import { randomSid, sessionIdOf, SESSION_COOKIE, signedSessionCookie, tampered, utf8Bytes } from './support/hostile/cookies.js';
import { brokenBody, JSON_FORMS } from './support/hostile/json-forms.js';
import { careerDecoration, careerMutation, careerParts, multipart, PDF, VALID_APPLICATION } from './support/hostile/multipart.js';
import { hostileString, runOptions, SEED } from './support/hostile/payloads.js';
import { sendRaw, type RawRequest } from './support/hostile/raw-http.js';
import { INPUT_TABLES, storeSnapshot, type StoreSnapshot } from './support/hostile/store-snapshot.js';
import { usePortal } from './support/portal.js';
import { APP_ORIGIN, freshClientIp } from './support/test-app.js';

/**
 * Issue 7, part 5: hundreds of malformed requests across every endpoint. Each must get a 4xx in the API's JSON error
 * shape (never a 5xx, never HTML or a stack trace), and none may store anything. The properties run with a fixed
 * seed (SEED, or HOSTILE_SEED to explore); fast-check prints the seed and path of a failure to replay it.
 */
describe(`Hostile input (seed ${SEED})`, () => {
  const { env, portal } = usePortal();
  const client = new HostileClient(() => env.app);
  /** Live buyer sessions: the analysis endpoints allow 30 (20 for batches) requests a minute per session. */
  const sessions: string[] = [];
  let nextSession = 0;
  const aSession = () => sessions[nextSession++ % sessions.length];
  let loggedOut = '';
  let secret = '';
  let before: StoreSnapshot;
  let mailsBefore = 0;
  const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort();

  const JSON_TYPE = { 'Content-Type': 'application/json' };
  const post = (path: string, body: string | Buffer | undefined, headers: RawRequest['headers'] = JSON_TYPE): RawRequest => ({ method: 'POST', path, headers, body });
  const sessionPath = (path: string) => ['/api/ai-analysis', '/api/ai-analysis/batch', '/api/buyer-info'].includes(path);
  /** A request to `path` with a live session when the endpoint needs one, so it gets past the session guard. */
  const withSession = (request: RawRequest): RawRequest =>
    sessionPath(request.path) ? { ...request, headers: { ...request.headers, Cookie: aSession() } } : request;

  async function expectRefused(categories: Category | Category[], request: RawRequest, expected: Expected = {}) {
    expectApiError(request, await client.send(categories, request), expected);
  }

  beforeAll(async () => {
    await HostileClient.listen(env.app);
    secret = env.app.app.get(AppConfig).sessionSecret;
    for (let i = 0; i < 4; i++) {
      const { key, email } = await portal.newLicence('Hostile');
      sessions.push(await portal.signIn(key, email));
    }
    const { key, email } = await portal.newLicence('Gone');
    loggedOut = await portal.signIn(key, email);
    await portal.post('/api/logout', undefined, { cookie: loggedOut }).expect(204);
    before = await storeSnapshot(env.app);
    mailsBefore = env.smtp.messages.length;
  });

  describe('JSON forms: one field broken for sure, the others hostile or not', () => {
    const RUNS: Record<string, number> = {
      '/api/contact': 70,
      '/api/book-class': 70,
      '/api/validate-license': 35,
      '/api/verify-otp': 35,
      '/api/ai-analysis': 60,
      '/api/ai-analysis/batch': 40,
    };

    it.each(JSON_FORMS.map((form) => [form.path, form] as const))('%s answers 400 naming the broken field', async (path, form) => {
      await fc.assert(
        fc.asyncProperty(brokenBody(form), async ({ body, mutation, decorated }) => {
          const categories: Category[] = [...mutation.categories, ...(decorated.length ? (['SQL and HTML payloads', 'unicode edge cases'] as const) : [])];
          const request = withSession(post(path, JSON.stringify(body)));
          const answer = await client.send(categories, request);
          try {
            expectApiError(request, answer, { status: 400, code: 'validation_failed', field: mutation.field });
          } catch (error) {
            throw new Error(`${mutation.label}: ${(error as Error).message}`, { cause: error });
          }
        }),
        runOptions(RUNS[path]),
      );
    });
  });

  describe('fields named like members of Object.prototype', () => {
    it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])('every JSON form refuses a field named %s', async (name) => {
      await runCases(JSON_FORMS, async (form) => {
        const body = `{${JSON.stringify(name)}:{"isAdmin":true},${JSON.stringify(form.valid()).slice(1)}`;
        await expectRefused('missing and extra fields', withSession(post(form.path, body)), { status: 400, code: 'validation_failed', field: name });
      });
    });
  });

  describe('portal keys and codes of any shape', () => {
    it('validate-license answers 400 (not a key at all) or 401 (no such licence), never more', async () => {
      await fc.assert(
        fc.asyncProperty(hostileString, async (license) => {
          const request = post('/api/validate-license', JSON.stringify({ license }));
          const body = expectApiError(request, await client.send(['SQL and HTML payloads', 'unicode edge cases'], request), { status: [400, 401] });
          expect(body.code).toBe(body.statusCode === 400 ? 'validation_failed' : 'invalid_license');
        }),
        runOptions(30),
      );
    });

    it('verify-otp answers 400 or 401 to any key and code', async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(hostileString, fc.constant('AIRE-00000-00000-00000-00000-00000')), hostileString, async (license, otp) => {
          const request = post('/api/verify-otp', JSON.stringify({ license, otp }));
          const body = expectApiError(request, await client.send(['SQL and HTML payloads', 'unicode edge cases'], request), { status: [400, 401] });
          expect(body.code).toBe(body.statusCode === 400 ? 'validation_failed' : 'invalid_license');
        }),
        runOptions(20),
      );
    });
  });

  describe('careers (multipart)', () => {
    it('answers every broken application with 400/415 and the right field', async () => {
      await fc.assert(
        fc.asyncProperty(careerMutation, careerDecoration, async (mutation, decoration) => {
          const fields = VALID_APPLICATION();
          fields.files = [{ field: 'resume', bytes: PDF, filename: decoration.filename }];
          if (decoration.fullName) fields.fullName = decoration.fullName;
          mutation.apply(fields);
          const form = multipart(careerParts(fields));
          const request = post('/api/careers', form.body, { 'Content-Type': form.contentType });
          try {
            await expectRefused([...mutation.categories, 'bad multipart'], request, mutation.expected);
          } catch (error) {
            throw new Error(`${mutation.label}: ${(error as Error).message}`, { cause: error });
          }
        }),
        runOptions(50),
      );
    });

    const boundary = 'XyZ';
    const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const file = (bytes: string) => `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n${bytes}\r\n`;
    const fields = part('fullName', 'Ada') + part('email', 'ada@example.com') + part('roles', 'mentor');
    const end = `--${boundary}--\r\n`;
    const type = `multipart/form-data; boundary=${boundary}`;
    const MALFORMED: [string, RawRequest['headers'], string | Buffer, Expected][] = [
      ['no boundary', { 'Content-Type': 'multipart/form-data' }, fields + file('%PDF-1.4') + end, { status: 400 }],
      ['an empty boundary', { 'Content-Type': 'multipart/form-data; boundary=' }, fields + end, { status: 400 }],
      ['a boundary that never occurs', { 'Content-Type': 'multipart/form-data; boundary=Other' }, fields + file('%PDF-1.4') + end, { status: 400 }],
      ['a body cut in the middle of the file', { 'Content-Type': type }, fields + file('%PDF-1.4').slice(0, -20), { status: 400 }],
      ['no closing boundary', { 'Content-Type': type }, fields + file('%PDF-1.4'), { status: 400 }],
      ['a part without headers', { 'Content-Type': type }, `--${boundary}\r\n\r\nAda\r\n${end}`, { status: 400 }],
      ['a malformed part header', { 'Content-Type': type }, `--${boundary}\r\nContent-Disposition form-data name=fullName\r\n\r\nAda\r\n${end}`, { status: 400 }],
      ['a part header with a NUL byte', { 'Content-Type': type }, `--${boundary}\r\nContent-Disposition: form-data; name="full\u0000Name"\r\n\r\nAda\r\n${end}`, { status: 400 }],
      ['garbage instead of parts', { 'Content-Type': type }, 'garbage'.repeat(100), { status: 400 }],
      ['an empty body', { 'Content-Type': type, 'Content-Length': 0 }, '', { status: 400 }],
      ['a field named __proto__', { 'Content-Type': type }, fields + part('__proto__', 'x') + file('%PDF-1.4') + end, { status: 400, field: '__proto__' }],
      ['a field of 10 KB', { 'Content-Type': type }, fields + part('website', 'x'.repeat(10_000)) + file('%PDF-1.4') + end, { status: 400 }],
      ['20 fields', { 'Content-Type': type }, fields + Array.from({ length: 20 }, (_, i) => part(`f${i}`, 'x')).join('') + end, { status: 400 }],
      ['a field name of 100 characters', { 'Content-Type': type }, fields + part('n'.repeat(100), 'x') + file('%PDF-1.4') + end, { status: 400 }],
      ['a résumé of 6 MB', { 'Content-Type': type }, Buffer.concat([Buffer.from(fields + file('')), PDF, Buffer.alloc(6 * 1024 * 1024, 0x20), Buffer.from(`\r\n${end}`)]), { status: 413, code: 'payload_too_large' }],
      ['base64 transfer encoding of a non-PDF', { 'Content-Type': type }, `${fields}--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Transfer-Encoding: base64\r\n\r\nJVBERi0xLjQ=\r\n${end}`, { status: 415 }],
      ['a file name with a path, NUL and bidi, and no other field', { 'Content-Type': type }, `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="../../\u0000\u202efdp.exe"\r\n\r\n%PDF-1.4\r\n${end}`, { status: 400 }],
      ['multipart/mixed', { 'Content-Type': `multipart/mixed; boundary=${boundary}` }, fields + file('%PDF-1.4') + end, { status: 415 }],
      ['JSON', JSON_TYPE, JSON.stringify({ fullName: 'Ada', email: 'ada@example.com', roles: ['mentor'] }), { status: 415 }],
      ['urlencoded', { 'Content-Type': 'application/x-www-form-urlencoded' }, 'fullName=Ada&email=ada%40example.com&roles=mentor', { status: 415 }],
      ['no content type', {}, fields + file('%PDF-1.4') + end, { status: 415 }],
    ];

    it.each(MALFORMED.map((c) => [c[0], c] as const))('answers a request with %s with a JSON 4xx', async (_name, [, headers, body, expected]) => {
      await expectRefused('bad multipart', post('/api/careers', body, headers), expected);
    });
  });

  /** Every endpoint that reads a JSON body (and the GET endpoints, which parse one too when it is sent). */
  const JSON_ENDPOINTS: [method: string, path: string][] = [
    ['POST', '/api/contact'],
    ['POST', '/api/book-class'],
    ['POST', '/api/validate-license'],
    ['POST', '/api/verify-otp'],
    ['POST', '/api/logout'],
    ['POST', '/api/ai-analysis'],
    ['POST', '/api/ai-analysis/batch'],
    ['POST', '/api/careers'],
    ['GET', '/api/buyer-info'],
    ['GET', '/api/health'],
    ['GET', '/api/ready'],
  ];

  describe('invalid JSON', () => {
    const NOT_JSON = [
      '{',
      '{"fullName": ',
      "{'fullName': 'Ada'}",
      '{fullName: "Ada"}',
      '{"a": 1,}',
      '{"a": NaN}',
      '{"a": undefined}',
      '{"a": 0x10}',
      '{"a": "unterminated}',
      '{"a": "\\x41"}',
      '{"a": "\\u12"}',
      '{"a": 1} {"b": 2}',
      '{"a": 1} // comment',
      '/* comment */ {}',
      'null',
      'true',
      '42',
      '"a string"',
      '',
      '<?xml version="1.0"?><a/>',
      '\u0000{}',
      '{"a":"\u0000"}',
      '\ufeff\ufeff{}',
    ];

    it.each(NOT_JSON.map((body) => [JSON.stringify(body).slice(0, 40), body] as const))('answers %s with 400 on every endpoint', async (_name, body) => {
      await runCases(JSON_ENDPOINTS, async ([method, path]) => {
        // An empty body is no body at all: the forms then report their missing fields, other endpoints answer as usual.
        if (body === '' && (method === 'GET' || path === '/api/logout' || path === '/api/careers')) return;
        const request = withSession({ method, path, headers: { ...JSON_TYPE, 'Content-Length': Buffer.byteLength(body) }, body: body || undefined });
        const expected: Expected = body === '' ? { status: 400, code: 'validation_failed' } : { status: 400, code: 'bad_request', message: 'The request body is not valid JSON.' };
        await expectRefused('invalid JSON', request, expected);
      });
    });

    it('answers any cut-off or garbled JSON with 400', async () => {
      const validJson = fc.constantFrom(...JSON_FORMS.map((f) => JSON.stringify(f.valid())));
      const broken = fc.oneof(
        fc.tuple(validJson, fc.nat()).map(([json, n]) => json.slice(0, 1 + (n % (json.length - 1)))),
        fc.tuple(validJson, fc.nat(), fc.constantFrom(',', '}', ']', ':', "'", '\\', '"', 'undefined', 'NaN', '\u0000')).map(([json, n, junk]) => {
          const at = 1 + (n % (json.length - 1));
          return json.slice(0, at) + junk + json.slice(at);
        }),
        fc.string({ unit: 'binary', maxLength: 50 }).map((s) => `{${s}`),
      );
      const notJsonObject = broken.filter((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return true;
        }
      });
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...JSON_ENDPOINTS), notJsonObject, async ([method, path], body) => {
          const request = withSession({ method, path, headers: JSON_TYPE, body });
          await expectRefused('invalid JSON', request, { status: 400, code: 'bad_request', message: 'The request body is not valid JSON.' });
        }),
        runOptions(60),
      );
    });

    it('answers bodies nested thousands deep with 400 (not a stack overflow)', async () => {
      const deep = [
        `{"fullName":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
        `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
        `{"leadIds":${'[{"x":'.repeat(3_000)}1${'}]'.repeat(3_000)}}`,
        `{"name":"x","pastChats":${'['.repeat(40)}"x"${']'.repeat(40)}}`,
      ];
      await runCases(JSON_ENDPOINTS.filter(([method]) => method === 'POST'), async ([method, path]) => {
        for (const body of deep) {
          await expectRefused(['invalid JSON', 'huge strings and bodies'], withSession({ method, path, headers: JSON_TYPE, body }), {
            status: 400,
            message: 'The request body is nested too deeply.',
          });
        }
      });
    });
  });

  describe('wrong content types', () => {
    const BODY = JSON.stringify({ license: 'x' });
    const TYPES = [
      'text/plain',
      'text/html',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json-patch+json',
      'application/jsonx',
      'json',
      '',
      '*/*',
      'application/octet-stream',
      'application/json; charset=latin1',
      'application/json; charset=koi8-r',
    ];
    const JSON_POSTS = JSON_ENDPOINTS.filter(([method, path]) => method === 'POST' && path !== '/api/careers');

    it.each(JSON_POSTS.map(([, path]) => [path] as const))('%s answers 415 to anything but JSON', async (path) => {
      await runCases(TYPES, async (type) => {
        await expectRefused('wrong content type', withSession(post(path, BODY, { 'Content-Type': type })), { status: 415, code: 'unsupported_media_type' });
      });
      await expectRefused('wrong content type', withSession(post(path, BODY, {})), { status: 415, code: 'unsupported_media_type' });
      await expectRefused('wrong content type', withSession({ ...post(path, BODY, {}), chunked: true }), { status: 415, code: 'unsupported_media_type' });
    });

    it('a body labelled UTF-16 or gzip that is neither answers 400 or 415', async () => {
      const cases: RawRequest['headers'][] = [
        { 'Content-Type': 'application/json; charset=utf-16' },
        { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
        { 'Content-Type': 'application/json', 'Content-Encoding': 'deflate' },
        { 'Content-Type': 'application/json', 'Content-Encoding': 'br' },
        { 'Content-Type': 'application/json', 'Content-Encoding': 'compress' },
        { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip, gzip' },
      ];
      await runCases(cases, async (headers) => {
        await expectRefused('wrong content type', post('/api/contact', '{"fullName":"Ada"}', headers), { status: [400, 415] });
      });
    });
  });

  describe('huge bodies', () => {
    const overLimit = (size: number) => JSON.stringify({ message: 'x'.repeat(size - 14) });

    it.each(JSON_ENDPOINTS.filter(([m, p]) => m === 'POST' && p !== '/api/careers').map(([, path]) => [path] as const))(
      '%s answers 413 to a body over 64 KB, with or without Content-Length',
      async (path) => {
        expect(Buffer.byteLength(overLimit(65_537))).toBe(65_537);
        for (const request of [post(path, overLimit(65_537)), { ...post(path, overLimit(1_000_000)), chunked: true }, post(path, overLimit(3_000_000))]) {
          await expectRefused('huge strings and bodies', withSession(request), { status: 413, code: 'payload_too_large' });
        }
      },
    );

    it('answers 60,000-character strings inside the limit with 400 naming the field', async () => {
      const huge = `x${'🙂'.repeat(5_000)}${'y'.repeat(25_000)}`;
      const cases: [string, Record<string, unknown>, string][] = [
        ['/api/contact', { fullName: huge, email: 'a@example.com', subject: 's', message: 'm' }, 'fullName'],
        ['/api/contact', { fullName: 'Ada', email: `${huge}@example.com`, subject: 's', message: 'm' }, 'email'],
        ['/api/book-class', { name: 'Ada', email: 'a@example.com', course: huge, acceptedTerms: true }, 'course'],
        ['/api/validate-license', { license: huge }, 'license'],
        ['/api/verify-otp', { license: 'AIRE-00000-00000-00000-00000-00000', otp: huge }, 'otp'],
        ['/api/ai-analysis', { name: 'Lead', pastChats: huge }, 'pastChats'],
      ];
      await runCases(cases, async ([path, body, field]) => {
        await expectRefused('huge strings and bodies', withSession(post(path, JSON.stringify(body))), { status: 400, code: 'validation_failed', field });
      });
    });
  });

  describe('bad cookies', () => {
    const GUARDED: RawRequest[] = [
      { method: 'GET', path: '/api/buyer-info' },
      post('/api/ai-analysis', JSON.stringify({ name: 'Lead', pastChats: 'Lead: hello' })),
      post('/api/ai-analysis/batch', JSON.stringify({ leadIds: [randomUUID()] })),
    ];
    const cookieCases = (): [string, string][] => [
      ['garbage', `${SESSION_COOKIE}=garbage`],
      ['an empty value', `${SESSION_COOKIE}=`],
      ['no value and no =', SESSION_COOKIE],
      ['an unsigned copy of a live session id', `${SESSION_COOKIE}=${sessionIdOf(sessions[0])}`],
      ['a live id with a forged signature', `${SESSION_COOKIE}=${encodeURIComponent(`s:${sessionIdOf(sessions[0])}.forged`)}`],
      ['a live cookie with one signature character changed', tampered(sessions[0])],
      ['a live cookie cut short', sessions[0].slice(0, -5)],
      ['a random id signed with another secret', signedSessionCookie(randomSid(), 'not the secret')],
      ['a random id signed with the real secret', signedSessionCookie(randomSid(), secret)],
      ['an SQL id signed with the real secret', signedSessionCookie("' OR '1'='1' --", secret)],
      ['a 6 KB id signed with the real secret', signedSessionCookie('x'.repeat(6_000), secret)],
      ['the cookie of a session that logged out', loggedOut],
      ['a live cookie under the production name', `__Host-${sessions[0]}`],
      ['garbage before a live cookie of the same name', `${SESSION_COOKIE}=garbage; ${sessions[0]}`],
      ['broken percent-escapes', `${SESSION_COOKIE}=s%3A%ZZ%E0%A4%A.x`],
      ['raw UTF-8 bytes', `${SESSION_COOKIE}=${utf8Bytes('s:ünïcödé‮.🙂')}`],
      ['an 8 KB value', `${SESSION_COOKIE}=s%3A${'A'.repeat(8_000)}.x`],
      ['200 cookies', Array.from({ length: 200 }, (_, i) => `c${i}=${i}`).join('; ')],
      ['a JSON value', `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify({ licenceId: randomUUID(), signedInAt: 0 }))}`],
    ];

    it('the session endpoints answer 401 to cookies that are not a live session', async () => {
      await runCases(cookieCases(), async ([, cookie]) => {
        for (const request of GUARDED) {
          await expectRefused('bad cookies', { ...request, headers: { ...request.headers, Cookie: cookie } }, { status: 401, code: 'session_required' });
        }
      });
    });

    it('headers too large, or with control characters, get a JSON 431 or 400 (from the HTTP parser)', async () => {
      const cases: [string, number][] = [
        [`${SESSION_COOKIE}=${'A'.repeat(20_000)}`, 431],
        [`${SESSION_COOKIE}=a\u0000b`, 400],
        [`${SESSION_COOKIE}=\u001b[31mred`, 400],
        [`${SESSION_COOKIE}=a\rb`, 400],
        [`${SESSION_COOKIE}=a\u007fb`, 400],
      ];
      await runCases(cases, async ([cookie, status]) => {
        for (const request of GUARDED) {
          await expectRefused(['bad cookies', 'malformed HTTP'], { ...request, headers: { ...request.headers, Cookie: cookie } }, { status });
        }
      });
    });

    it('any cookie string, signed with the real secret or not, is refused with 401', async () => {
      const cookieOctets = fc.string({ unit: fc.constantFrom(...'abcXYZ019-_.%:=/+~!$&\'()*,'), maxLength: 120 });
      const sid = fc.oneof(cookieOctets, hostileString.filter((s) => Buffer.from(s, 'utf8').toString('utf8') === s));
      const cookie = fc.oneof(
        cookieOctets.map((value) => `${SESSION_COOKIE}=${value}`),
        sid.map((id) => signedSessionCookie(id, secret)),
        fc.tuple(cookieOctets, fc.nat()).map(([junk, n]) => `${sessions[n % sessions.length].slice(0, -1 - (n % 10))}${junk}`),
      );
      await fc.assert(
        fc.asyncProperty(cookie, fc.constantFrom(...GUARDED), async (value, request) => {
          // A live cookie followed by junk that happens to re-form it exactly would be a live session, not a bad cookie.
          fc.pre(!sessions.includes(value));
          await expectRefused('bad cookies', { ...request, headers: { ...request.headers, Cookie: value } }, { status: 401, code: 'session_required' });
        }),
        runOptions(40),
      );
    });

    it('logout with a bad cookie answers 204 and ends no live session (not counted: 204 is the right answer)', async () => {
      for (const [, cookie] of cookieCases().slice(0, 8)) {
        const answer = await sendRaw(client.port, { method: 'POST', path: '/api/logout', headers: { 'X-Forwarded-For': freshClientIp(), Origin: APP_ORIGIN, Cookie: cookie } });
        expect(answer.status).toBe(204);
      }
    });
  });

  describe('path tricks', () => {
    const PATHS: [path: string, statuses: number[]][] = [
      ['/api/../../etc/passwd', [404]],
      ['/api/%2e%2e/%2e%2e/etc/passwd', [404]],
      ['/api/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd', [404]],
      ['/api/%252e%252e/%252e%252e/etc/passwd', [404]],
      ['/api/health/../../../package.json', [404]],
      ['/api/./health/.', [404]],
      ['/api//health', [404]],
      ['/api/health%2f..%2f..%2f.env', [404]],
      ['/api/..%5c..%5c.env', [404]],
      ['/api/..\\..\\.env', [404]],
      ['/api/health%00', [404]],
      ['/api/health%00.json', [404]],
      ['/api/health;.json', [404]],
      ['/api/health%0d%0aSet-Cookie:%20x=1', [404]],
      ['/api/docs/../../../../etc/passwd', [404]],
      ['/api/docs/%2e%2e/%2e%2e/package.json', [404]],
      ['/api/%E2%80%AEhtlaeh', [404]],
      ['/api/%F0%9F%98%80', [404]],
      ['/api/%E0%A4%A', [400]],
      ['/api/%', [400]],
      ['/api/%zz', [400]],
      ['/api/%C0%AE%C0%AE/etc/passwd', [400]],
      ['/api/%ED%A0%80', [400]],
      ['/api/%FF%FE', [400]],
      [`/api/${'a'.repeat(10_000)}`, [404]],
      [`/api/${'../'.repeat(2_000)}etc/passwd`, [404]],
      [`/api/${'%2e%2e/'.repeat(1_000)}etc/passwd`, [404]],
      [`/api/${'a'.repeat(20_000)}`, [431]],
      ['/API/NOPE', [404]],
      ['/Api/../etc/passwd', [404]],
    ];

    it.each(['GET', 'POST', 'DELETE', 'HEAD'])('%s on tricky /api paths answers a JSON 4xx', async (method) => {
      await runCases(PATHS, async ([path, statuses]) => {
        const request: RawRequest = method === 'POST' ? post(path, '{}') : { method, path };
        await expectRefused('path tricks', request, { status: statuses });
      });
    });

    it('random paths under /api built from traversal and encoding tricks answer 400 or 404', async () => {
      const TRICKS = ['..', '.', '%2e%2e', '%2E%2e', '%252e%252e', '%2f', '%5c', '\\', '%00', '%0d%0a', ';', ';x=1', '~', '%c0%ae', '%', '%%', '%zz', '%E2%80%AE', '%F0%9F%98%80', '*', '{x}', '[]', ':id', '\u00c3'];
      const PLAIN = ['health', 'ready', 'contact', 'buyer-info', 'etc', 'passwd', '.env', 'package.json', 'docs', 'a'.repeat(200)];
      const segments = fc.array(fc.constantFrom(...TRICKS, ...PLAIN), { minLength: 1, maxLength: 8 }).filter((s) => s.some((t) => TRICKS.includes(t)));
      await fc.assert(
        fc.asyncProperty(segments, fc.constantFrom('GET', 'POST', 'DELETE', 'HEAD', 'PUT'), async (parts, method) => {
          const path = `/api/${parts.join('/')}`;
          const request: RawRequest = method === 'POST' ? post(path, '{}') : { method, path };
          await expectRefused('path tricks', request, { status: [400, 404] });
        }),
        runOptions(60),
      );
    });
  });

  describe('odd methods', () => {
    const POST_ONLY = ['/api/contact', '/api/book-class', '/api/careers', '/api/validate-license', '/api/verify-otp', '/api/logout', '/api/ai-analysis', '/api/ai-analysis/batch'];
    const GET_ONLY = ['/api/buyer-info', '/api/health', '/api/ready'];
    const ODD = ['PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'M-SEARCH', 'PURGE'];

    it.each([...POST_ONLY, ...GET_ONLY])('%s answers methods it does not take with a JSON 404', async (path) => {
      const methods = [...ODD, ...(POST_ONLY.includes(path) ? ['GET', 'HEAD'] : ['POST'])];
      await runCases(methods, async (method) => {
        const request: RawRequest = ['PUT', 'PATCH', 'POST'].includes(method) ? { method, path, headers: JSON_TYPE, body: '{}' } : { method, path };
        await expectRefused('odd methods', request, { status: 404, code: 'not_found' });
      });
      await expectRefused(['odd methods', 'malformed HTTP'], { method: 'CONNECT', path }, { status: 405, code: 'method_not_allowed' });
      await expectRefused(['odd methods', 'malformed HTTP'], { method: 'FOO', path }, { status: 400, code: 'bad_request' });
    });
  });

  describe('malformed HTTP', () => {
    const CASES: [string, RawRequest, number][] = [
      ['a lower-case method', { method: 'get', path: '/api/health' }, 400],
      ['a raw non-ASCII byte in the path', { method: 'GET', path: '/api/\u00c0\u00af' }, 400],
      ['a space in the path', { method: 'GET', path: '/api/health x' }, 400],
      ['both Content-Length and Transfer-Encoding', post('/api/contact', '{}', { ...JSON_TYPE, 'Content-Length': 2, 'Transfer-Encoding': 'chunked' }), 400],
      ['two different Content-Lengths', post('/api/contact', '{}', { ...JSON_TYPE, 'Content-Length': '2, 3' }), 400],
      ['a negative Content-Length', post('/api/contact', '{}', { ...JSON_TYPE, 'Content-Length': -1 }), 400],
      ['a Content-Length that is not a number', post('/api/contact', '{}', { ...JSON_TYPE, 'Content-Length': 'two' }), 400],
      ['a header without a colon', { method: 'GET', path: '/api/health', headers: { 'X-No-Colon\r\nBroken': 'x' } }, 400],
      ['a space in a header name', { method: 'GET', path: '/api/health', headers: { 'Bad Name': 'x' } }, 400],
      ['a folded header line', { method: 'GET', path: '/api/health', headers: { 'X-Folded': 'a\r\n b' } }, 400],
      ['a NUL in a header value', { method: 'GET', path: '/api/health', headers: { 'X-Nul': 'a\u0000b' } }, 400],
      ['an unsupported Transfer-Encoding', post('/api/contact', '{}', { ...JSON_TYPE, 'Transfer-Encoding': 'gzip' }), 400],
      ['a bad chunk size', post('/api/contact', 'zz\r\n{}\r\n0\r\n\r\n', { ...JSON_TYPE, 'Transfer-Encoding': 'chunked', 'Content-Length': undefined }), 400],
      ['an Expect the server cannot meet', post('/api/contact', '{}', { ...JSON_TYPE, Expect: 'teapot' }), 417],
      ['30 KB of headers', { method: 'GET', path: '/api/health', headers: Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`X-H${i}`, 'v'.repeat(100)])) }, 431],
    ];

    it.each(CASES.map((c) => [c[0], c] as const))('answers %s with a JSON error', async (_name, [, request, status]) => {
      await expectRefused('malformed HTTP', request, { status });
    });
  });

  describe('raw bytes that are not UTF-8', () => {
    const BAD_BYTES: [string, number[]][] = [
      ['overlong "/"', [0xc0, 0xaf]],
      ['overlong "."', [0xe0, 0x80, 0xae]],
      ['overlong NUL', [0xc0, 0x80]],
      ['a UTF-8-encoded surrogate (CESU-8)', [0xed, 0xa0, 0x80]],
      ['a 5-byte sequence', [0xf8, 0x88, 0x80, 0x80, 0x80]],
      ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
      ['a lone continuation byte', [0x80]],
      ['0xFF 0xFE', [0xff, 0xfe]],
      ['a sequence cut short', [0xe2, 0x82]],
    ];
    const raw = (before: string, bytes: number[], after: string) => Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]);

    it.each(BAD_BYTES)('%s inside JSON strings is refused, never stored', async (_name, bytes) => {
      await expectRefused('unicode edge cases', post('/api/contact', raw('{"fullName":"Ada","email":"ada', bytes, '@example.com","subject":"s","message":"m"}')), {
        status: 400,
        field: 'email',
      });
      await expectRefused('unicode edge cases', post('/api/book-class', raw('{"name":"A","email":"a@example.com","course":"', bytes, '","acceptedTerms":true}')), {
        status: 400,
        field: 'course',
      });
      await expectRefused('unicode edge cases', post('/api/validate-license', raw('{"license":"AIRE-', bytes, '"}')), { status: 401, code: 'invalid_license' });
      await expectRefused('unicode edge cases', withSession(post('/api/ai-analysis/batch', raw('{"leadIds":["', bytes, '"]}'))), { status: 400, field: 'leadIds' });
      await expectRefused(['unicode edge cases', 'invalid JSON'], post('/api/contact', raw('{"fullName', bytes, '}')), { status: 400, code: 'bad_request' });
    });

    it('a UTF-16 body labelled UTF-8, and escaped lone surrogates, are refused', async () => {
      const utf16 = Buffer.from(JSON.stringify({ license: 'AIRE-00000-00000-00000-00000-00000' }), 'utf16le');
      await expectRefused('unicode edge cases', post('/api/validate-license', utf16), { status: 400 });
      await expectRefused('unicode edge cases', post('/api/validate-license', '{"license":"\\ud800\\udbff"}'), { status: 401, code: 'invalid_license' });
      await expectRefused('unicode edge cases', post('/api/contact', '{"fullName":"\\udc00","email":"\\ud800@example.com","subject":"s","message":"m"}'), {
        status: 400,
        field: 'email',
      });
    });
  });

  describe('afterwards', () => {
    it('stored nothing: every table has the same rows, the upload folder the same files, and no e-mail went out', async () => {
      await new Promise((r) => setTimeout(r, 500)); // the mail worker polls every 50 ms
      const after = await storeSnapshot(env.app);
      expect(Object.keys(after.rows)).toEqual(expect.arrayContaining([...INPUT_TABLES]));
      expect(after).toEqual(before);
      expect(env.smtp.messages.length).toBe(mailsBefore);
    });

    it('left the live sessions live and Object.prototype untouched', async () => {
      for (const cookie of sessions) await portal.get('/api/buyer-info', cookie).expect(200);
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });

    it('sent at least 500 malformed requests, in every category', () => {
      console.log(`Hostile input: ${client.total} malformed requests (seed ${SEED}): ${client.summary()}`);
      expect(client.total).toBeGreaterThanOrEqual(500);
      expect(CATEGORIES.filter((c) => client.count(c) === 0)).toEqual([]);
    });
  });
});
