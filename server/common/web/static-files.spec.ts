import express from 'express';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { AppConfig } from '../../config/app-config.js';
import { loadEnv } from '../../config/load-config.js';
import { ClientFiles } from './client-files.js';
import { PageBodies } from './page-bodies.js';
import { StaticFiles } from './static-files.js';

function configFor(root: string, origin: string): AppConfig {
  return new AppConfig(loadEnv({ DATA_DIR: mkdtempSync(join(tmpdir(), 'static-data-')), CLIENT_DIST: root, APP_ORIGIN: origin }));
}

describe('StaticFiles', () => {
  const root = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'app-1a2b.js'), 'console.log(1)');
  const app = express();
  app.use(new StaticFiles(new ClientFiles(root), new PageBodies(configFor(root, 'http://localhost:3000'))).handler);
  app.use((_req, res) => {
    res.status(299).json({ passedOn: true });
  });

  it('serves a file of the build', async () => {
    const res = await request(app).get('/assets/app-1a2b.js').expect(200);
    expect(res.text).toBe('console.log(1)');
  });

  it.each(['/api/%E0%A4%A', '/assets/%FF.js', '/%'])('passes %s (a broken %%-escape) on to the routes instead of answering text/html', async (path) => {
    const res = await request(app).get(path).expect(299);
    expect(res.body).toEqual({ passedOn: true });
  });

  describe('a build prerendered for another origin (issue 14, point 5)', () => {
    const built = mkdtempSync(join(tmpdir(), 'static-origin-'));
    writeFileSync(join(built, 'index.html'), '<!doctype html>');
    writeFileSync(join(built, 'build.json'), JSON.stringify({ production: true, origin: 'http://localhost:3000' }));
    writeFileSync(join(built, 'sitemap.xml'), '<urlset><url><loc>http://localhost:3000/</loc></url><url><loc>http://localhost:3000/contact</loc></url></urlset>');
    writeFileSync(join(built, 'robots.txt'), 'User-agent: *\nSitemap: http://localhost:3000/sitemap.xml\n');
    const site = express();
    site.use(new StaticFiles(new ClientFiles(built), new PageBodies(configFor(built, 'https://www.averra.ai'))).handler);

    it.each([
      ['/sitemap.xml', 'application/xml'],
      ['/robots.txt', 'text/plain'],
    ])('%s names the origin the server runs with, in every encoding', async (path, type) => {
      const plain = await request(site).get(path).set('Accept-Encoding', 'identity').expect(200);
      expect(plain.headers['content-type']).toContain(type);
      expect(plain.text).toContain('https://www.averra.ai/');
      expect(plain.text).not.toContain('localhost:3000');
      // supertest decodes the body: the gzip variant carries the same, rewritten text.
      const gzipped = await request(site).get(path).set('Accept-Encoding', 'gzip').expect(200);
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.text).toBe(plain.text);
    });

    it('a page names it in its canonical link and og:url', async () => {
      writeFileSync(join(built, 'page.html'), '<link rel="canonical" href="http://localhost:3000/contact"><meta property="og:url" content="http://localhost:3000/contact">');
      const bodies = new PageBodies(configFor(built, 'https://www.averra.ai'));
      const pages = express().get('/contact', (req, res) => bodies.send(join(built, 'page.html'), 200, req, res));
      const res = await request(pages).get('/contact').set('Accept-Encoding', 'br').expect(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.text).toBe('<link rel="canonical" href="https://www.averra.ai/contact"><meta property="og:url" content="https://www.averra.ai/contact">');
    });
  });
});
