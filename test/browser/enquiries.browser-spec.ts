import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import type { ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';
import { MESSAGES } from '../../shared/messages.js';
import { openPage, recipients, TEAM_EMAIL, visit, type PageWatch, useBrowserApp } from './support/browser.js';

const TEST_TIMEOUT = 60_000;
const COURSE_ID = 'applied-data-science-ai';
const COURSE_LABEL = 'Applied Data Science & AI (3 months, live)';

/** A visitor address no other test uses, so each test finds exactly its own e-mails. */
function visitorEmail(name: string): string {
  return `${name}.${randomBytes(4).toString('hex')}@example.com`;
}

/** The e-mails a submission from `email` caused: the team's (reply-to the visitor) and the visitor's own. */
function about(email: string): (mail: ParsedMail) => boolean {
  return (mail) => recipients(mail).includes(email) || (mail.replyTo?.value ?? []).some((a) => a.address === email);
}

/** Holds the request back a little before it goes on to the real server, so the in-flight state is visible. */
async function slowDown(page: Page, path: string, ms = 400): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
}

/** A text field by its accessible name (the label without the decorative asterisk). */
function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

async function waitForDialogs(watch: PageWatch, count: number): Promise<string[]> {
  const deadline = Date.now() + 10_000;
  while (watch.dialogs.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
  return watch.dialogs;
}

describe('Enquiries in a real browser', () => {
  const env = useBrowserApp();

  it(
    'books a class on /joinclass: terms gate the button, the confirmation replaces the form, both e-mails go out',
    async () => {
      const { context, page, watch } = await openPage(env.browser);
      try {
        expect(await visit(page, env.app.url, '/joinclass#bookid')).toBe(200);
        const email = visitorEmail('ada');
        const submit = page.getByRole('button', { name: 'Book my seat' });
        const terms = page.getByRole('checkbox', { name: /terms of service/i });

        await field(page, 'Full name').fill('Ada Lovelace');
        await field(page, 'E-mail').fill(email);
        await page.getByLabel('Course or subject').selectOption({ label: COURSE_LABEL });
        await page.getByLabel(/phone or whatsapp/i).fill('+91 98765 43210');
        await page.getByLabel(/anything we should know/i).fill('I know Python; evenings (IST) suit me best.');

        // Unchecked terms: the button is disabled, and Enter in a field explains why instead of submitting.
        expect(await terms.isChecked()).toBe(false);
        expect(await submit.isDisabled()).toBe(true);
        await field(page, 'Full name').press('Enter');
        expect(await waitForDialogs(watch, 1)).toEqual([MESSAGES.bookingTermsUnchecked]);

        await terms.check();
        expect(await submit.isEnabled()).toBe(true);
        await terms.uncheck();
        expect(await submit.isDisabled()).toBe(true);
        await terms.check();
        expect(await submit.isEnabled()).toBe(true);

        await slowDown(page, '/api/book-class');
        const answer = page.waitForResponse((r) => r.url().endsWith('/api/book-class'));
        await submit.click();
        const busy = page.getByRole('button', { name: 'Booking...' });
        await busy.waitFor();
        expect(await busy.isDisabled()).toBe(true);
        expect((await answer).status()).toBe(201);

        const confirmation = page.getByRole('heading', { name: 'Your seat request is in, Ada!' });
        await confirmation.waitFor();
        expect(await page.getByRole('status').textContent()).toContain(COURSE_LABEL);
        expect(await page.getByRole('status').textContent()).toContain(email);
        expect(await field(page, 'Full name').count()).toBe(0);
        expect(await page.getByRole('button', { name: 'Book my seat' }).count()).toBe(0);
        expect(await page.locator('form').count()).toBe(0);

        const mails = await env.app.mails(about(email), 2);
        const team = mails.find((m) => recipients(m).includes(TEAM_EMAIL));
        const visitor = mails.find((m) => recipients(m).includes(email));
        expect(team?.subject).toBe(`New class booking: ${COURSE_LABEL}`);
        expect(team?.replyTo?.value[0]?.address).toBe(email);
        expect(team?.text).toContain('Name: Ada Lovelace');
        expect(team?.text).toContain('Phone: +91 98765 43210');
        expect(team?.text).toContain('evenings (IST) suit me best');
        // A fixed text: the form, our course name, when we answer; nothing the visitor typed.
        expect(visitor?.subject).toBe('We received your submission to Averra AI');
        expect(visitor?.text).toContain(`Course: ${COURSE_LABEL}`);
        expect(visitor?.text).not.toContain('Ada');
        await new Promise((r) => setTimeout(r, 500));
        expect(env.app.smtp.messages.filter(about(email))).toHaveLength(2);

        expect(watch.dialogs).toEqual([MESSAGES.bookingTermsUnchecked]);
        expect(watch.problems()).toEqual([]);
      } finally {
        await context.close();
      }
    },
    TEST_TIMEOUT,
  );

  it(
    'sends a contact message on /contact: Sending..., the success alert and the inline confirmation, both e-mails',
    async () => {
      const { context, page, watch } = await openPage(env.browser);
      try {
        expect(await visit(page, env.app.url, '/contact')).toBe(200);
        const email = visitorEmail('grace');
        await field(page, 'Full name').fill('Grace Hopper');
        await field(page, 'E-mail').fill(email);
        await field(page, 'Subject').fill('Tutoring for IGCSE physics');
        await field(page, 'Message').fill('Which weekdays are available for my daughter?');

        await slowDown(page, '/api/contact');
        const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact'));
        await page.getByRole('button', { name: 'Send message' }).click();
        const busy = page.getByRole('button', { name: 'Sending...' });
        await busy.waitFor();
        expect(await busy.isDisabled()).toBe(true);
        expect((await answer).status()).toBe(201);

        await page.getByRole('heading', { name: MESSAGES.contactSuccessInline }).waitFor();
        expect(await waitForDialogs(watch, 1)).toEqual([MESSAGES.contactSuccessAlert]);
        expect(await field(page, 'Subject').count()).toBe(0);

        const mails = await env.app.mails(about(email), 2);
        const team = mails.find((m) => recipients(m).includes(TEAM_EMAIL));
        const visitor = mails.find((m) => recipients(m).includes(email));
        expect(team?.subject).toBe('New contact message: Tutoring for IGCSE physics');
        expect(team?.replyTo?.value[0]?.address).toBe(email);
        expect(team?.text).toContain('Which weekdays are available for my daughter?');
        expect(visitor?.subject).toBe('We received your submission to Averra AI');
        expect(visitor?.text).toContain('the contact form');
        expect(visitor?.text).not.toMatch(/Grace|IGCSE/);
        await new Promise((r) => setTimeout(r, 500));
        expect(env.app.smtp.messages.filter(about(email))).toHaveLength(2);

        expect(watch.dialogs).toEqual([MESSAGES.contactSuccessAlert]);
        expect(watch.problems()).toEqual([]);
      } finally {
        await context.close();
      }
    },
    TEST_TIMEOUT,
  );

  it(
    'when the server refuses (rate limit reached), alerts the failure and keeps what the visitor typed',
    async () => {
      const { context, page, watch } = await openPage(env.browser);
      try {
        await visit(page, env.app.url, '/contact');
        // Use up this browser's 5-a-minute allowance with empty (invalid, so mail-less) posts from the page itself.
        const statuses = await page.evaluate(async () => {
          const seen: number[] = [];
          for (let i = 0; i < 10 && !seen.includes(429); i++) {
            const response = await fetch('/api/contact', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: '{}',
            });
            seen.push(response.status);
          }
          return seen;
        });
        expect(statuses.at(-1)).toBe(429);
        expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);

        const email = visitorEmail('linus');
        const typed = {
          'Full name': 'Linus Pauling',
          'E-mail': email,
          Subject: 'Chemistry for A-Level',
          Message: 'Do you cover organic chemistry in depth?',
        };
        for (const [label, value] of Object.entries(typed)) await field(page, label).fill(value);

        const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
        await page.getByRole('button', { name: 'Send message' }).click();
        expect((await answer).status()).toBe(429);
        expect(await waitForDialogs(watch, 1)).toEqual([MESSAGES.contactFailed]);

        const button = page.getByRole('button', { name: 'Send message' });
        await button.waitFor();
        expect(await button.isEnabled()).toBe(true);
        for (const [label, value] of Object.entries(typed)) {
          expect(await field(page, label).inputValue()).toBe(value);
        }
        expect(await page.getByText(MESSAGES.contactSuccessInline).count()).toBe(0);
        await new Promise((r) => setTimeout(r, 500));
        expect(env.app.smtp.messages.filter(about(email))).toHaveLength(0);
        expect(watch.dialogs).toEqual([MESSAGES.contactFailed]);
        expect(watch.pageErrors).toEqual([]);
        expect(watch.cspViolations).toEqual([]);
      } finally {
        await context.close();
      }
    },
    TEST_TIMEOUT,
  );

  it(
    'when booking fails with a server error, alerts the booking failure and keeps the form filled in',
    async () => {
      const { context, page, watch } = await openPage(env.browser);
      try {
        await visit(page, env.app.url, '/joinclass');
        await page.route('**/api/book-class', (route) =>
          route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ statusCode: 500, code: 'internal_error', message: 'Something broke.' }),
          }),
        );
        const email = visitorEmail('mary');
        await field(page, 'Full name').fill('Mary Somerville');
        await field(page, 'E-mail').fill(email);
        await page.getByLabel('Course or subject').selectOption(COURSE_ID);
        await page.getByLabel(/phone or whatsapp/i).fill('+44 20 7946 0958');
        await page.getByRole('checkbox', { name: /terms of service/i }).check();
        await page.getByRole('button', { name: 'Book my seat' }).click();

        expect(await waitForDialogs(watch, 1)).toEqual([MESSAGES.bookingFailed]);
        const button = page.getByRole('button', { name: 'Book my seat' });
        await button.waitFor();
        expect(await button.isEnabled()).toBe(true);
        expect(await field(page, 'Full name').inputValue()).toBe('Mary Somerville');
        expect(await field(page, 'E-mail').inputValue()).toBe(email);
        expect(await page.getByLabel('Course or subject').inputValue()).toBe(COURSE_ID);
        expect(await page.getByLabel(/phone or whatsapp/i).inputValue()).toBe('+44 20 7946 0958');
        expect(await page.getByRole('checkbox', { name: /terms of service/i }).isChecked()).toBe(true);
        expect(await page.getByRole('status').count()).toBe(0);
        // The spec says the error is logged.
        expect(watch.consoleErrors.some((m) => m.startsWith('Booking failed'))).toBe(true);
        expect(watch.pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    TEST_TIMEOUT,
  );

  describe.each([
    { path: '/', h1: /Learn applied AI live/, form: null },
    { path: '/contact', h1: 'Talk to the team', form: 'Send message' },
    { path: '/joinclass', h1: 'Join a live class', form: 'Book my seat' },
  ])('$path', ({ path, h1, form }) => {
    it(
      'loads with no console errors, page errors, failed requests or CSP violations',
      async () => {
        const { context, page, watch } = await openPage(env.browser);
        try {
          const response = await page.goto(`${env.app.url}${path}`, { waitUntil: 'networkidle' });
          expect(response?.status()).toBe(200);
          expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
          await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
          // Let late work (lazy chunks, effects) finish before judging.
          await page.waitForTimeout(300);
          expect(watch.problems()).toEqual([]);
          expect(watch.dialogs).toEqual([]);
        } finally {
          await context.close();
        }
      },
      TEST_TIMEOUT,
    );

    it(
      'is prerendered: the heading and the form are there with JavaScript disabled',
      async () => {
        const context = await env.browser.newContext({ javaScriptEnabled: false });
        try {
          const page = await context.newPage();
          const response = await page.goto(`${env.app.url}${path}`);
          expect(response?.status()).toBe(200);
          const heading = page.getByRole('heading', { level: 1, name: h1 });
          expect(await heading.isVisible()).toBe(true);
          if (form) {
            expect(await page.locator('form').isVisible()).toBe(true);
            expect(await field(page, 'Full name').isVisible()).toBe(true);
            expect(await field(page, 'E-mail').isVisible()).toBe(true);
            expect(await page.getByRole('button', { name: form }).isVisible()).toBe(true);
          }
        } finally {
          await context.close();
        }
      },
      TEST_TIMEOUT,
    );
  });
});
