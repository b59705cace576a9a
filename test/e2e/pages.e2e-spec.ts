import { existsSync } from 'node:fs';
import request from 'supertest';
import { TestApp } from './support/test-app.js';

describe('Serving the site', () => {
  let app: TestApp;

  beforeAll(async () => {
    if (!existsSync('client/dist/pages/index.html')) throw new Error('client/dist is missing: run `npm run build` first (npm test does).');
    app = await TestApp.start();
  });

  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ['/', /<h1[^>]*>/],
    ['/contact', /<form/],
    ['/joinclass', /id="bookid"/],
  ])('serves %s prerendered, with its content before any script runs', async (path, content) => {
    const res = await request(app.http).get(path).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toMatch(content);
    expect(res.text).toMatch(/<title>[^<]+<\/title>/);
    expect(res.text).toContain('<link rel="canonical"');
    expect(res.text).toContain('application/ld+json');
  });

  it('gives each prerendered route its own title', async () => {
    const titles = await Promise.all(
      ['/', '/contact', '/joinclass'].map(async (p) => /<title>([^<]+)<\/title>/.exec((await request(app.http).get(p)).text)?.[1]),
    );
    expect(new Set(titles).size).toBe(3);
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

  it('serves robots.txt and a sitemap listing the public routes', async () => {
    await request(app.http).get('/robots.txt').expect(200).expect(/Sitemap:/);
    const sitemap = await request(app.http).get('/sitemap.xml').expect(200);
    expect(sitemap.text).toContain('<loc>http://localhost:3000/contact</loc>');
  });
});
