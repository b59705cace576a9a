import { existsSync, readFileSync } from 'node:fs';
import request from 'supertest';
import { TestApp } from './support/test-app.js';

/** The public routes the build wrote into its sitemap. */
const ROUTES = [...readFileSync('client/dist/sitemap.xml', 'utf8').matchAll(/<loc>http:\/\/localhost:3000([^<]*)<\/loc>/g)].map(
  (m) => m[1] || '/',
);

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

const jsonLdTypes = (html: string) => jsonLd(html).map((data) => data['@type']);

describe('Serving the site', () => {
  let app: TestApp;

  beforeAll(async () => {
    if (!existsSync('client/dist/pages/index.html')) throw new Error('client/dist is missing: run `npm run build` first (npm test does).');
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app?.close();
  });

  it.each(ROUTES)('serves %s prerendered: its heading and text are there before any script runs', async (path) => {
    const res = await request(app.http).get(path).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const main = res.text.slice(res.text.indexOf('<div id="root">'));
    expect(main).toMatch(/<h1[^>]*>[^<]*\w/);
    expect(main.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length).toBeGreaterThan(80);
    expect(res.text).toMatch(/<title>[^<]+<\/title>/);
    expect(res.text).toContain(`<link rel="canonical" href="http://localhost:3000${path === '/' ? '/' : path}"`);
    expect(res.text).toContain('<meta property="og:title"');
    expect(jsonLdTypes(res.text)).toContain('Organization');
  });

  it('gives every route its own title and description', async () => {
    const heads = await Promise.all(ROUTES.map(async (p) => (await request(app.http).get(p)).text));
    const titles = heads.map((html) => /<title>([^<]+)<\/title>/.exec(html)?.[1]);
    const descriptions = heads.map((html) => /<meta name="description" content="([^"]+)"/.exec(html)?.[1]);
    expect(new Set(titles).size).toBe(ROUTES.length);
    expect(new Set(descriptions).size).toBe(ROUTES.length);
  });

  it.each([
    ['/applieddsai', 'Course'],
    ['/services/teaching/math-teach', 'Course'],
    ['/ukcurriculum', 'Course'],
    ['/products/aire', 'Product'],
    ['/products/aifi', 'Product'],
    ['/products/aipl', 'Product'],
  ])('describes %s with a %s in JSON-LD', async (path, type) => {
    const res = await request(app.http).get(path).expect(200);
    expect(jsonLdTypes(res.text)).toContain(type);
  });

  it('offers the tools at $69 a month in their structured data', async () => {
    const res = await request(app.http).get('/products/aigo').expect(200);
    const product = jsonLd(res.text).find((d) => d['@type'] === 'Product') as { offers: Record<string, unknown> };
    expect(product.offers).toMatchObject({ price: 69, priceCurrency: 'USD' });
  });

  it('serves a deep link with a trailing slash too', async () => {
    const res = await request(app.http).get('/contact/').expect(200);
    expect(res.text).toMatch(/<form/);
  });

  it.each([
    ['/contactus', '/contact'],
    ['/courses/applied-data-science-ai?ref=mail', '/applieddsai?ref=mail'],
    ['/services/courses', '/courses'],
  ])('redirects %s to %s for good', async (from, to) => {
    const res = await request(app.http).get(from).expect(301);
    expect(res.headers.location).toBe(to);
  });

  it('serves the private dashboard as the SPA shell, never indexed', async () => {
    const res = await request(app.http).get('/products/airedashboard').expect(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.text).toContain('<div id="root"><!--app-html--></div>');
  });

  it('answers unknown pages with the 404 page and status 404', async () => {
    const res = await request(app.http).get('/no/such/page').expect(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toMatch(/noindex/);
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const html = (await request(app.http).get('/')).text;
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const res = await request(app.http).get(asset!).expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends pages and scripts precompressed in the encoding the browser prefers', async () => {
    const page = await request(app.http).get('/contact').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['vary']).toMatch(/Accept-Encoding/i);
    const asset = /\/assets\/[^"]+\.js/.exec(page.text)![0];
    const gzip = await request(app.http).get(asset).set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await request(app.http).get(asset).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(gzip.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 2);
  });

  it('revalidates pages with an ETag per encoding (304 when unchanged) and answers HEAD without a body', async () => {
    const br = await request(app.http).get('/contact').set('Accept-Encoding', 'br').expect(200);
    const etag = br.headers['etag'];
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    await request(app.http).get('/contact').set('Accept-Encoding', 'br').set('If-None-Match', etag).expect(304);
    const gzip = await request(app.http).get('/contact').set('Accept-Encoding', 'gzip').set('If-None-Match', etag).expect(200);
    expect(gzip.headers['etag']).not.toBe(etag);
    const missing = await request(app.http).get('/no/such/page').set('If-None-Match', '*').expect(404);
    expect(missing.text).toMatch(/noindex/);
    const head = await request(app.http).head('/contact').set('Accept-Encoding', 'br').expect(200);
    expect(head.headers['content-length']).toBe(br.headers['content-length']);
    expect(head.text ?? '').toBe('');
  });

  it('serves robots.txt and a sitemap listing the public routes', async () => {
    await request(app.http).get('/robots.txt').expect(200).expect(/Sitemap:/);
    const sitemap = await request(app.http).get('/sitemap.xml').expect(200);
    expect(sitemap.text).toContain('<loc>http://localhost:3000/contact</loc>');
    expect(ROUTES.length).toBeGreaterThanOrEqual(26);
    expect(ROUTES).not.toContain('/products/airedashboard');
  });
});
