import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '../../shared/messages.js';
import { openPage, recipients, TEAM_EMAIL, useBrowserApp, visit } from './support/browser.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('Careers in a real browser', () => {
  const env = useBrowserApp();

  it('uploads a PDF résumé through the page, sees the success message, and the team hears of it', async () => {
    const { context, page, watch } = await openPage(env.browser);
    try {
      await visit(page, env.app.url, '/careers');
      await page.getByLabel('Full name').fill('Nisha Kapoor');
      await page.getByLabel('E-mail').fill('nisha@example.com');
      await page.getByRole('checkbox', { name: /Project Mentor/ }).check();
      await page.getByLabel(/Résumé/).setInputFiles({ name: 'nisha-kapoor-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByRole('button', { name: 'Submit application' }).click();
      await page.getByText(MESSAGES.careersSuccess).waitFor({ timeout: 15_000 });

      const mails = await env.app.mails((mail) => recipients(mail).some((to) => to === TEAM_EMAIL || to === 'nisha@example.com'), 2);
      expect(mails).toHaveLength(2);
      expect(watch.dialogs).toEqual([]);
      expect(watch.pageErrors).toEqual([]);

      // Stored byte for byte, under a name of the server's choosing.
      const uploads = join(env.app.dataDir, 'uploads');
      const stored = readdirSync(uploads).filter((name) => name.endsWith('.pdf'));
      expect(stored).toHaveLength(1);
      expect(stored[0]).not.toContain('nisha');
      expect(readFileSync(join(uploads, stored[0])).equals(PDF)).toBe(true);
    } finally {
      await context.close();
    }
  }, 60_000);
});
