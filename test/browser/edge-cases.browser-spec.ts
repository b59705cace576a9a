import { describe, expect, it } from '@jest/globals';
import { openPage, useBrowserApp, visit } from './support/browser.js';

describe('Bad input and edge cases in a real browser', () => {
  const env = useBrowserApp();

  it('keeps a broken image’s box and shows its alt text', async () => {
    const { context, page } = await openPage(env.browser, { viewport: { width: 1440, height: 900 } });
    try {
      await page.route('**/images/**', (route) => route.fulfill({ status: 404, body: '' }));
      await visit(page, env.app.url, '/products/aifi');
      const image = page.getByRole('img', { name: /Listings table/ });
      const box = (await image.boundingBox())!;
      // 1200 × 750 declared: the box keeps that shape although nothing arrived.
      expect(box.width).toBeGreaterThan(300);
      expect(box.height / box.width).toBeCloseTo(750 / 1200, 1);
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0)).toBe(true);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('ignores unknown query strings and falls back to All for a filter value that does not exist', async () => {
    const { context, page, watch } = await openPage(env.browser);
    try {
      expect(await visit(page, env.app.url, '/?utm_source=newsletter&x=%3Cscript%3E')).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
      await visit(page, env.app.url, '/services/teaching?subject=astrology');
      await expect(page.getByRole('button', { name: 'All', pressed: true }).count()).resolves.toBe(1);
      await expect(page.getByRole('link', { name: /View program/ }).count()).resolves.toBe(6);
      await visit(page, env.app.url, '/services/teaching?subject=physics');
      await expect(page.getByRole('button', { name: 'Physics', pressed: true }).count()).resolves.toBe(1);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('without JavaScript, every link in the header, footer and home page is a real link', async () => {
    const context = await env.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${env.app.url}/`);
      const hrefs = await page.$$eval('a', (links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.length).toBeGreaterThan(20);
      expect(hrefs.filter((href) => !href || href === '#')).toEqual([]);
      const internal = [...new Set(hrefs.filter((h): h is string => !!h && h.startsWith('/')).map((h) => h.split('#')[0].split('?')[0] || '/'))];
      for (const path of internal) {
        const response = await page.request.get(`${env.app.url}${path}`, { maxRedirects: 0 });
        expect([path, response.status()]).toEqual([path, 200]);
      }
    } finally {
      await context.close();
    }
  }, 60_000);
});
