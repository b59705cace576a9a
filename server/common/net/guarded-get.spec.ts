import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardedGet, RefusedUrlError } from './guarded-get.js';

async function listen(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; port: number; hits: string[] }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    handler!(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, hits };
}

describe('guardedGet', () => {
  let inside: Awaited<ReturnType<typeof listen>>;
  let outside: Awaited<ReturnType<typeof listen>>;
  const signal = () => AbortSignal.timeout(5000);

  beforeAll(async () => {
    inside = await listen((_req, res) => res.writeHead(200).end('secret,internal\n1,2'));
    outside = await listen((req, res) => {
      const hops = Number(new URL(req.url!, 'http://x').searchParams.get('hops') ?? 0);
      if (req.url?.startsWith('/to-inside')) res.writeHead(302, { location: `http://127.0.0.1:${inside.port}/metadata` }).end();
      else if (hops > 0) res.writeHead(301, { location: `/loop?hops=${hops - 1}` }).end();
      else res.writeHead(200).end('name,chats\nAsha,Lead: hi');
    });
  });
  afterAll(async () => {
    await new Promise((r) => inside.server.close(r));
    await new Promise((r) => outside.server.close(r));
  });

  // Stands in for the public internet: only the "outside" server's port counts as public.
  const onlyOutside = (_address: string, url: URL) => url.port === String(outside.port);

  it('refuses a loopback or private address unless allowed', async () => {
    await expect(guardedGet(`http://127.0.0.1:${inside.port}/`, { allowPrivate: false, signal: signal() })).rejects.toThrow(RefusedUrlError);
    await expect(guardedGet(`http://localhost:${inside.port}/`, { allowPrivate: false, signal: signal() })).rejects.toThrow(/private, loopback or link-local/);
    expect(inside.hits).toEqual([]);
    const { response } = await guardedGet(`http://127.0.0.1:${inside.port}/`, { allowPrivate: true, signal: signal() });
    expect(response.statusCode).toBe(200);
    response.resume();
  });

  it('checks every redirect: a public URL that redirects to an internal address is refused before connecting', async () => {
    inside.hits.length = 0;
    await expect(
      guardedGet(`http://127.0.0.1:${outside.port}/to-inside`, { allowPrivate: false, allowAddress: onlyOutside, signal: signal() }),
    ).rejects.toThrow(RefusedUrlError);
    expect(inside.hits).toEqual([]);
  });

  it('follows up to 5 redirects, and refuses a sixth', async () => {
    const { response, url } = await guardedGet(`http://127.0.0.1:${outside.port}/loop?hops=5`, { allowPrivate: false, allowAddress: onlyOutside, signal: signal() });
    expect([response.statusCode, url.pathname + url.search]).toEqual([200, '/loop?hops=0']);
    response.resume();
    await expect(guardedGet(`http://127.0.0.1:${outside.port}/loop?hops=6`, { allowPrivate: false, allowAddress: onlyOutside, signal: signal() })).rejects.toThrow(
      'more than 5 redirects',
    );
  });

  it.each(['file:///etc/passwd', 'ftp://example.com/x.csv', 'http://user:pass@example.com/x.csv'])('refuses %s', async (url) => {
    await expect(guardedGet(url, { allowPrivate: true, signal: signal() })).rejects.toThrow(RefusedUrlError);
  });
});
