import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { openPage, useBrowserApp, visit } from './support/browser.js';

/** Waits until the section's top is just under the sticky header: the page scrolled to it. */
async function expectScrolledTo(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (target) => {
      const top = document.getElementById(target)?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < 200;
    },
    id,
    { timeout: 10_000 },
  );
}

/**
 * Issue 14, point 1: on a fresh load of `/`, before the deferred sections' code has loaded, every hash link
 * scrolls to its section, every tap on a phone menu link closes the menu, and the first click on a product filter
 * is never lost.
 */
describe('Home page links on a fresh load', () => {
  const env = useBrowserApp();

  it.each([
    ['the header', 'Why Us', 'whyus', 'banner'],
    ['the header', 'Live Courses', 'whatweoffer', 'banner'],
    ['the hero', 'Explore live courses', 'whatweoffer', 'main'],
    ['the footer', 'Our Courses', 'whatweoffer', 'contentinfo'],
    ['the footer', 'Why Us', 'whyus', 'contentinfo'],
  ] as const)('%s link "%s" scrolls to #%s', async (_where, label, id, landmark) => {
    const { context, page, watch } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    try {
      await visit(page, env.app.url, '/');
      await page.getByRole(landmark).getByRole('link', { name: label, exact: true }).first().click();
      await expectScrolledTo(page, id);
      expect(new URL(page.url()).hash).toBe(`#${id}`);
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('on a phone, a menu link scrolls to its section and closes the menu', async () => {
    const { context, page, watch } = await openPage(env.browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      await visit(page, env.app.url, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Why Us' }).click();
      await expectScrolledTo(page, 'whyus');
      await expect(page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).resolves.toBe('false');
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('holds the first click on a product filter until the section’s code has arrived, then applies it', async () => {
    const { context, page, watch } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    try {
      // The section's code arrives a second and a half late, as on a slow network.
      await page.route(/ProductsSection-[^/]*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await visit(page, env.app.url, '/');
      const realEstate = page.locator('#products').getByRole('button', { name: 'Real Estate' });
      await realEstate.click();
      await page.waitForFunction(() => document.querySelector('#products button[aria-pressed="true"]')?.textContent?.includes('Real Estate'), undefined, {
        timeout: 10_000,
      });
      expect(watch.pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
