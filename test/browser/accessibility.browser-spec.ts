import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from '@jest/globals';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { builtRoutes, describeOncePerBuild, openPage, useBrowserApp, visit } from './support/browser.js';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every public route of the build, and the 404 page. */
const PAGES = [...builtRoutes().map((path) => ({ path, status: 200 })), { path: '/no-such-page', status: 404 }];
const WIDTHS = [390, 1440];

/** One line per failing element: rule, impact, what is wrong and where, so a failure reads without a debugger. */
function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n');
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : '';
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n\n');
}

async function violationsOn(page: Page): Promise<string> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(results.passes.length).toBeGreaterThan(10);
  return describeViolations(results.violations);
}

describe('Accessibility (axe-core, WCAG 2.2 AA)', () => {
  const env = useBrowserApp();

  // The pages are the same whichever database serves them; the interactive states below submit forms, so they run on both.
  describeOncePerBuild.each(WIDTHS)('at %i px wide', (width) => {
    it.each(PAGES)(
      '$path has no violations',
      async ({ path, status }) => {
        const { context, page } = await openPage(env.browser, { viewport: { width, height: 900 } });
        try {
          expect(await visit(page, env.app.url, path)).toBe(status);
          // Compare the readable report, so a failure prints every violation with its elements.
          expect(await violationsOn(page)).toBe('');
        } finally {
          await context.close();
        }
      },
      60_000,
    );
  });

  describe('interactive states', () => {
    it(
      'the open mobile menu at 390 px has no violations',
      async () => {
        const { context, page } = await openPage(env.browser, { viewport: { width: 390, height: 844 } });
        try {
          await visit(page, env.app.url, '/');
          const toggle = page.getByRole('button', { name: 'Open menu' });
          await toggle.click();
          await page.getByRole('button', { name: 'Close menu' }).waitFor();
          expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().isVisible()).toBe(true);
          expect(await violationsOn(page)).toBe('');
        } finally {
          await context.close();
        }
      },
      60_000,
    );

    it(
      'the booking form showing server field errors, then its confirmation, have no violations',
      async () => {
        const { context, page } = await openPage(env.browser, { viewport: { width: 1440, height: 900 } });
        try {
          await visit(page, env.app.url, '/joinclass');
          // Blank after trimming and a phone with letters pass the browser's checks but not the server's.
          await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('   ');
          await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('sam@example.com');
          await page.getByLabel('Course or subject').selectOption('math-tutoring');
          await page.getByLabel(/phone or whatsapp/i).fill('call me');
          await page.getByRole('checkbox', { name: /terms of service/i }).check();
          await page.getByRole('button', { name: 'Book my seat' }).click();
          await page.locator('[aria-invalid="true"]').first().waitFor();
          expect(await page.locator('[aria-invalid="true"]').count()).toBe(2);
          expect(await violationsOn(page)).toBe('');

          await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Sam Okafor');
          await page.getByLabel(/phone or whatsapp/i).fill('+234 802 123 4567');
          await page.getByRole('button', { name: 'Book my seat' }).click();
          await page.getByRole('heading', { name: /your seat request is in/i }).waitFor();
          expect(await violationsOn(page)).toBe('');
        } finally {
          await context.close();
        }
      },
      60_000,
    );

    it(
      'the contact confirmation has no violations',
      async () => {
        const { context, page, watch } = await openPage(env.browser, { viewport: { width: 390, height: 844 } });
        try {
          await visit(page, env.app.url, '/contact');
          await page.getByRole('textbox', { name: 'Full name', exact: true }).fill('Rosalind Franklin');
          await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('rosalind@example.com');
          await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Biology tutoring');
          await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Is there a trial lesson?');
          await page.getByRole('button', { name: 'Send message' }).click();
          await page.getByRole('heading', { name: 'Message Sent successfully!' }).waitFor();
          expect(watch.dialogs).toEqual(['Message sent successfully!']);
          expect(await violationsOn(page)).toBe('');
        } finally {
          await context.close();
        }
      },
      60_000,
    );
  });
});
