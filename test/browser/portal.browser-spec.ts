import { describe, expect, it } from '@jest/globals';
import { codeFromMail } from '../e2e/support/mail-code.js';
import { MESSAGES } from '../../shared/messages.js';
import { openPage, recipients, useBrowserApp, visit } from './support/browser.js';

const DEMO_EMAIL = 'demo@averra.ai';

describe('The buyer portal in a real browser', () => {
  const env = useBrowserApp();

  const seedKey = async () => {
    const seeded = await env.app.cli('seed');
    expect(seeded.status).toBe(0);
    return /AIRE(-[0-9A-Z]{5}){5}/.exec(seeded.stdout)![0];
  };
  const codeMails = () => env.app.smtp.messages.filter((m) => recipients(m).includes(DEMO_EMAIL));

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

      const [mail] = await env.app.mails((m) => recipients(m).includes(DEMO_EMAIL), 1);
      await page.getByLabel('One-time code').fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText(MESSAGES.otpInvalid).waitFor();
      await page.getByLabel('One-time code').fill(codeFromMail(mail.text));
      await page.getByRole('button', { name: 'Verify' }).click();

      await page.waitForURL(`${env.app.url}/products/airedashboard`);
      expect(page.url()).not.toContain(key.slice(5, 10));
      await page.getByRole('heading', { level: 1, name: 'Welcome, Demo Realty' }).waitFor();
      await expect(page.getByText('Total Leads').locator('xpath=following-sibling::dd').textContent()).resolves.toBe('9');

      // The first lead is selected and analysed.
      const picker = page.getByLabel('Lead', { exact: true });
      const firstLead = await picker.locator('option').first().textContent();
      await expect(picker.inputValue()).resolves.not.toBe('');
      const insights = page.locator('section.portal-insights');
      await insights.getByText('Next best action').waitFor();
      await insights.getByText(/Analysed by: Offline analyzer/).waitFor();
      const firstSummary = await insights.locator('.portal-insights__action p').textContent();

      // Another lead: the old analysis goes, the new one arrives.
      await picker.selectOption({ label: 'Tom Becker' });
      await insights.getByText(/Analysing Tom Becker|Next best action/).first().waitFor();
      await page.waitForFunction(
        ([previous]) => {
          const text = document.querySelector('section.portal-insights .portal-insights__action p')?.textContent;
          return Boolean(text) && text !== previous;
        },
        [firstSummary],
      );
      expect(firstLead).not.toBe('Tom Becker');

      // The demo licence sells in India: the header says so, and a lead's budget is in rupees, in crore.
      await page.getByText('Lead dashboard · India').waitFor();
      await picker.selectOption({ label: 'Rahul Mehta' });
      await insights.locator('.portal-facts').getByText('₹1.2–1.4 crore').waitFor();
      if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/dashboard-india-lead.png`, fullPage: true });

      // 'Analyze all leads' fills a table of every lead, highest score first.
      await page.getByRole('button', { name: 'Analyze all leads' }).click();
      const table = page.locator('table.portal-all-leads__table');
      await page.getByText('Analysed 9 of 9 leads').waitFor();
      await expect(table.locator('tbody tr').count()).resolves.toBe(9);
      const scores = (await table.locator('.portal-score-badge__number').allTextContents()).map(Number);
      expect(scores).toHaveLength(9);
      expect(scores.every((score) => Number.isInteger(score))).toBe(true);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
      if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/dashboard-all-leads.png`, fullPage: true });

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
  }, 90_000);

  it('works on a phone, and a buyer without leads is told how they arrive', async () => {
    const issued = await env.app.cli('licence', 'issue', '--name', 'Solo Agent', '--email', 'solo@example.com');
    const key = /AIRE(-[0-9A-Z]{5}){5}/.exec(issued.stdout)![0];
    const { context, page, watch } = await openPage(env.browser, { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    try {
      await visit(page, env.app.url, '/products/aireland');
      await page.getByLabel('Licence key').fill(key);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('One-time code').waitFor();
      const [mail] = await env.app.mails((m) => recipients(m).includes('solo@example.com'), 1);
      await page.getByLabel('One-time code').fill(codeFromMail(mail.text));
      await page.getByRole('button', { name: 'Verify' }).click();
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
});
