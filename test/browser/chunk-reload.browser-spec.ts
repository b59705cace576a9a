import { describe, expect, it } from '@jest/globals';
import { openPage, useBrowserApp, visit } from './support/browser.js';

/**
 * Issue 14, point 3: a page chunk that fails to load (a new deploy removed it) reloads the page once, which then
 * shows the page; only a second failure shows the error screen, and never the browser's raw message.
 */
describe('A page chunk that fails to load', () => {
  const env = useBrowserApp();

  it('reloads the page once, and the page is there', async () => {
    const { context, page } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    try {
      let refused = 0;
      await page.route(/\/assets\/ContactPage-[^/]*\.js$/, async (route) => {
        if (refused++ === 0) await route.abort('failed');
        else await route.continue();
      });
      await visit(page, env.app.url, '/');
      const reloaded = page.waitForEvent('load', { timeout: 15_000 });
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
      await reloaded;
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/contact');
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      expect(refused).toBeGreaterThanOrEqual(2);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('shows the error screen, in words, when it fails again after the reload', async () => {
    const { context, page } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    try {
      await page.route(/\/assets\/ContactPage-[^/]*\.js$/, (route) => route.abort('failed'));
      await visit(page, env.app.url, '/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
      const alert = page.getByRole('alert');
      await alert.waitFor({ timeout: 20_000 });
      await expect(alert.textContent()).resolves.toContain('could not be downloaded');
      await expect(alert.textContent()).resolves.not.toContain('Failed to fetch dynamically imported module');
    } finally {
      await context.close();
    }
  }, 60_000);
});
