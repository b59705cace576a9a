import { describe, expect, it } from '@jest/globals';
import { openPage, useBrowserApp, visit } from './support/browser.js';

describe('The home page in a real browser', () => {
  const env = useBrowserApp();

  it('loads the below-the-fold sections’ code only on the way to them, and they then work', async () => {
    const { context, page, watch } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    try {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await visit(page, env.app.url, '/');
      // Prerendered, so the products are on the page before their code arrives.
      await expect(page.locator('#products').getByText('Lead Sentiment Analysis').first().isVisible()).resolves.toBe(true);
      expect(scripts.some((s) => /ProductsSection/.test(s))).toBe(false);

      await page.locator('#products').scrollIntoViewIfNeeded();
      await page.waitForRequest((request) => /ProductsSection/.test(request.url()), { timeout: 10_000 }).catch(() => undefined);
      const realEstate = page.locator('#products').getByRole('button', { name: 'Real Estate' });
      await realEstate.click();
      // A click that lands before the section's code has run is held and replayed once it has: wait for the result.
      await page.waitForFunction(() => [...document.querySelectorAll('#products button[aria-pressed="true"]')].some((b) => b.textContent?.includes('Real Estate')), undefined, { timeout: 5_000 }).catch(() => undefined);
      await expect(realEstate.getAttribute('aria-pressed')).resolves.toBe('true');
      expect(scripts.some((s) => /ProductsSection/.test(s))).toBe(true);
      expect(watch.consoleErrors).toEqual([]);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('scrolls to a deferred section from another page (Why Us in the header)', async () => {
    const { context, page, watch } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    try {
      await visit(page, env.app.url, '/contact');
      await page.getByRole('banner').getByRole('link', { name: 'Why Us' }).click();
      await page.waitForFunction(() => {
        const section = document.getElementById('whyus');
        return !!section && Math.abs(section.getBoundingClientRect().top) < 200;
      }, undefined, { timeout: 10_000 });
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
