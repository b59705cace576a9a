import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { codeFromMail } from '../e2e/support/mail-code.js';
import { isCodeMail } from '../e2e/support/smtp-sink.js';
import { MESSAGES } from '../../shared/messages.js';
import { openPage, recipients, useBrowserApp, visit } from './support/browser.js';

const DEMO_EMAIL = 'demo@averra.ai';

/** WCAG 2.2 AA violations on the page as it is now, one rule and element a line ('' when none). */
async function axeViolations(page: Page): Promise<string> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`)).join('\n');
}

describe('The buyer portal in a real browser', () => {
  const env = useBrowserApp();

  const seedKey = async () => {
    const seeded = await env.app.cli('seed');
    expect(seeded.status).toBe(0);
    return /AIRE(-[0-9A-Z]{5}){5}/.exec(seeded.stdout)![0];
  };
  // The demo licence's holder also gets a hot-lead alert for the seeded leads: only the code e-mails count here.
  const codeMails = () => env.app.smtp.messages.filter((m) => recipients(m).includes(DEMO_EMAIL) && isCodeMail(m));

  /** Licence key, then the code from the e-mail: the dashboard opens. */
  const signIn = async (page: Page, key: string, email: string) => {
    await visit(page, env.app.url, '/products/aireland');
    await page.getByLabel('Licence key').fill(key);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('One-time code').waitFor();
    const [mail] = await env.app.mails((m) => recipients(m).includes(email) && isCodeMail(m), 1);
    await page.getByLabel('One-time code').fill(codeFromMail(mail.text));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${env.app.url}/products/airedashboard`);
  };

  it('signs in with licence key and e-mailed code, shows leads and AI insights, and logs out', async () => {
    const key = await seedKey();
    const { context, page, watch } = await openPage(env.browser);
    try {
      await visit(page, env.app.url, '/products/aireland');
      // A wrong key first: the spec's message, which clears itself after 5 seconds.
      await page.getByLabel('Licence key').fill('AIRE-00000-00000-00000-00000-00000');
      await page.getByRole('button', { name: 'Continue' }).click();
      const error = page.getByRole('alert');
      await expect(error.textContent()).resolves.toBeDefined();
      await page.getByText(MESSAGES.licenceInvalid).waitFor();
      await page.getByText(MESSAGES.licenceInvalid).waitFor({ state: 'detached', timeout: 8_000 });

      // The key as a buyer might paste it: lower case, spaces for dashes.
      await page.getByLabel('Licence key').fill(key.toLowerCase().replace(/-/g, ' '));
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('One-time code').waitFor();
      await expect(page.getByText('d***@averra.ai').count()).resolves.toBeGreaterThan(0);
      await expect(page.getByRole('button', { name: /Resend code in \d+ s/ }).isDisabled()).resolves.toBe(true);

      const [mail] = await env.app.mails((m) => recipients(m).includes(DEMO_EMAIL) && isCodeMail(m), 1);
      await page.getByLabel('One-time code').fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText(MESSAGES.otpInvalid).waitFor();
      await page.getByLabel('One-time code').fill(codeFromMail(mail.text));
      await page.getByRole('button', { name: 'Verify' }).click();

      await page.waitForURL(`${env.app.url}/products/airedashboard`);
      expect(page.url()).not.toContain(key.slice(5, 10));
      await page.getByRole('heading', { level: 1, name: 'Welcome, Demo Realty' }).waitFor();
      await expect(page.getByText('Total Leads').locator('xpath=following-sibling::dd').textContent()).resolves.toBe('9');
      // The portal is an application: its own header, not the marketing site's.
      await expect(page.locator('header.site-header').count()).resolves.toBe(0);

      // The first lead is selected and its insights shown.
      const insights = page.locator('section.portal-insights');
      await insights.getByText('Next best action').waitFor();
      await insights.getByText(/Analysed by: Offline analyzer/).waitFor();
      const firstSummary = await insights.locator('.portal-insights__action p').textContent();

      // The scores are computed in the background; the dashboard says so, then shows them, best first.
      await page.getByText('All 9 leads are scored.').waitFor({ timeout: 60_000 });
      const table = page.locator('table.portal-book__table');
      await table.locator('.portal-score-badge__number').first().waitFor();
      const scores = (await table.locator('.portal-score-badge__number').allTextContents()).map(Number);
      expect(scores).toHaveLength(9);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);

      // The searchable lead dropdown: type, pick with the keyboard, and the lead opens with new insights.
      const shown = await page.locator('.portal-lead-pane h2').first().textContent();
      const other = shown === 'Tom Becker' ? 'Priya Sharma' : 'Tom Becker';
      const finder = page.getByRole('combobox', { name: 'Find a lead' });
      await finder.fill(other.toLowerCase());
      await page.getByRole('option', { name: new RegExp(other) }).waitFor();
      await finder.press('ArrowDown');
      // With the suggestions open: the combobox, its listbox and the table meet WCAG 2.2 AA.
      expect(await axeViolations(page)).toBe('');
      await finder.press('Enter');
      await page.getByRole('heading', { level: 2, name: other }).waitFor();
      await page.waitForFunction(
        ([previous]) => {
          const text = document.querySelector('section.portal-insights .portal-insights__action p')?.textContent;
          return Boolean(text) && text !== previous;
        },
        [firstSummary],
      );

      // The demo licence sells in India: the header says so, and a lead's budget is in rupees, in crore.
      await page.getByText('Lead dashboard · India').waitFor();
      await finder.fill('rahul');
      await page.getByRole('option', { name: /Rahul Mehta/ }).click();
      await insights.locator('.portal-facts').getByText('₹1.2–1.4 crore').waitFor();

      // Filters: the hot band only.
      await finder.fill('');
      const hot = page.getByRole('button', { name: /^Hot \d+$/ });
      const hotCount = Number((await hot.textContent())!.replace(/\D/g, ''));
      await hot.click();
      await expect(hot.getAttribute('aria-pressed')).resolves.toBe('true');
      await page.waitForFunction((count) => document.querySelectorAll('table.portal-book__table tbody tr').length === count, hotCount);
      const hotLabels = await table.locator('.portal-score-badge__label').allTextContents();
      expect(hotLabels.every((label) => label === 'Hot')).toBe(true);
      if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/dashboard-india-lead.png`, fullPage: true });

      // 'Re-score all' queues every lead again; the scoring workers get through them.
      await page.getByRole('button', { name: 'Re-score all' }).click();
      await page.getByText(/of 9 leads still being scored|All 9 leads are scored/).first().waitFor();
      await page.getByText('All 9 leads are scored.').waitFor({ timeout: 60_000 });

      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(`${env.app.url}/`);
      expect(watch.dialogs).toEqual([]);
      // The wrong key and the wrong code were refused on purpose; nothing else may fail.
      const expected = /401.*\/api\/(validate-license|verify-otp)|\/api\/(validate-license|verify-otp) → 401/;
      expect(watch.problems().filter((p) => !expected.test(p))).toEqual([]);

      // The session is gone: the dashboard sends the visitor back home with the spec's alert.
      await page.goto(`${env.app.url}/products/airedashboard`);
      await page.waitForURL(`${env.app.url}/`);
      expect(watch.dialogs).toEqual([MESSAGES.buyerInfoFailed]);
      expect(codeMails()).toHaveLength(1);
    } finally {
      await context.close();
    }
  }, 180_000);

  it('works on a phone, and a buyer without leads is told how they arrive', async () => {
    const issued = await env.app.cli('licence', 'issue', '--name', 'Solo Agent', '--email', 'solo@example.com');
    const key = /AIRE(-[0-9A-Z]{5}){5}/.exec(issued.stdout)![0];
    const { context, page, watch } = await openPage(env.browser, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    try {
      await signIn(page, key, 'solo@example.com');
      await page.getByRole('heading', { level: 1, name: 'Welcome, Solo Agent' }).waitFor();
      await page.getByRole('heading', { name: 'No leads yet' }).waitFor();
      await page.getByText(/Google Sheet/).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(watch.problems()).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('opens a book of 10,000 leads fast on throttled 4G, finds a lead by name within a second, and keeps the heap small', async () => {
    const issued = await env.app.cli('licence', 'issue', '--name', 'Big Book Realty', '--email', 'big@example.com', '--market', 'uk');
    const key = /AIRE(-[0-9A-Z]{5}){5}/.exec(issued.stdout)![0];
    const id = /id:\s+([0-9a-f-]{36})/.exec(issued.stdout)![1];
    const sheet = join(env.app.dataDir, 'book.csv');
    await writeFile(sheet, bookOf(10_000));
    const importStarted = Date.now();
    expect((await env.app.cli('leads', 'import', '--licence', id, sheet)).status).toBe(0);
    const imported = Date.now() - importStarted;

    const { context, page, watch } = await openPage(env.browser);
    try {
      await signIn(page, key, 'big@example.com');
      await page.getByRole('heading', { level: 1, name: 'Welcome, Big Book Realty' }).waitFor();
      // A good 4G connection (DevTools' numbers for the issue's profile), from here on.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: 9_000_000 / 8, uploadThroughput: 9_000_000 / 8 });
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

      const started = Date.now();
      await page.reload();
      await page.getByText('Total Leads').locator('xpath=following-sibling::dd').getByText('10,000').waitFor();
      await page.locator('table.portal-book__table tbody tr').nth(49).waitFor();
      const opened = Date.now() - started;
      expect(opened).toBeLessThanOrEqual(3_000);

      // Three names typed in turn, the median timed: one search is at the mercy of whatever else the CI machine's two
      // cores run at that moment (one took 1,080 ms there while the same search takes 380 ms alone). Timed in the page,
      // from before the text is typed to the moment the option is in the document: Playwright's own waiting polls at
      // up to 500 ms intervals, which would add up to half a second to what the agent sees.
      const searches: number[] = [];
      for (const name of ['Book Lead 1234', 'Book Lead 987', 'Book Lead 4321']) {
        const shown = page.evaluate(optionShownAfter, name);
        await page.getByRole('combobox', { name: 'Find a lead' }).fill(name);
        // Playwright's wait as well: it fails the test in 15 s if the option never comes, and checks its role and name.
        const [ms] = await Promise.all([shown, page.getByRole('option', { name: new RegExp(`${name}\\b`) }).waitFor()]);
        searches.push(ms);
      }
      const found = [...searches].sort((a, b) => a - b)[1];
      expect(found).toBeLessThanOrEqual(1_000);
      await page.getByRole('option', { name: /Book Lead 4321\b/ }).click();
      await page.getByRole('heading', { level: 2, name: 'Book Lead 4321' }).waitFor();
      expect(await page.getByRole('link', { name: 'Call +44 7911 104321' }).getAttribute('href')).toBe('tel:+447911104321');
      expect(await page.getByRole('link', { name: /^WhatsApp/ }).getAttribute('href')).toBe('https://wa.me/447911104321');

      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      expect(usedSize).toBeLessThanOrEqual(60 * 1024 * 1024);

      // The whole book as CSV, from the dashboard: with the search cleared, every lead once, whatever page the table shows.
      await page.getByRole('combobox', { name: 'Find a lead' }).fill('');
      await page.locator('table.portal-book__table tbody tr').nth(49).waitFor();
      const exportStarted = Date.now();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = await readFile((await download.path())!, 'utf8');
      const exported = Date.now() - exportStarted;
      expect(csv.startsWith('\uFEFFName,Phone,Email,Source,Last contact,Score,Band,Intent,Top reason,Top needs,Budget,Next best action,Last update,Analysed at\r\n')).toBe(true);
      const rows = parse(csv, { bom: true, columns: true }) as { Name: string }[];
      expect(new Set(rows.map((row) => row.Name)).size).toBe(10_000);
      await page.getByText(/^Saved leads-.*\.csv\.$/).waitFor();
      console.log(`10,000 leads: imported with phone numbers in ${imported} ms, total and first rows ${opened} ms on 4G, name found in ${searches.join(', ')} ms (median ${found}), heap ${(usedSize / 1024 / 1024).toFixed(1)} MB, CSV of ${(csv.length / 1024 / 1024).toFixed(1)} MB in ${exported} ms`);
      if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/dashboard-10k-1440.png` });
      // The phone layout: the list, then the lead; WCAG 2.2 AA there too.
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await axeViolations(page)).toBe('');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (process.env.SCREENSHOT_DIR) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/dashboard-10k-390-top.png` });
        await page.locator('.portal-lead-pane').evaluate((pane) => pane.scrollIntoView({ block: 'start' }));
        await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/dashboard-10k-390-lead.png` });
      }
      expect(watch.problems()).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});

/** In the page: milliseconds from now until an option for the lead called `name` is in the document. */
function optionShownAfter(name: string): Promise<number> {
  const started = performance.now();
  // The option's first part is the name; the score follows it with no space in the text ("Book Lead 98753 Warm").
  const shown = () => [...document.querySelectorAll('[role="option"]')].some((option) => option.firstElementChild?.textContent === name);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      resolve(Math.round(performance.now() - started));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    // Never seen: a time that fails the check, rather than a test that hangs until Jest's timeout.
    setTimeout(() => resolve(Infinity), 15_000);
  });
}

/** A sheet of `count` leads whose chats are the UK evaluation set's, in turn, each with a UK mobile number written as people do. */
function bookOf(count: number): string {
  const chats = readFileSync(join(import.meta.dirname, '../fixtures/ai-eval/uk-dev.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { pastChats: string });
  const cell = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const rows = Array.from({ length: count }, (_, i) => [`book-${i}`, `Book Lead ${i}`, chats[i % chats.length].pastChats, `07911 ${100_000 + i}`].map(cell).join(','));
  return ['id,name,chats,Mobile', ...rows].join('\n');
}
