import { afterAll, beforeAll, describe } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { runCli, ServerProcess } from '../../e2e/support/server-process.js';
import { SmtpSink } from '../../e2e/support/smtp-sink.js';
import { TestDatabase } from '../../e2e/support/test-database.js';

const ROOT = join(import.meta.dirname, '../../..');
const CLIENT_PAGES = join(process.env.CLIENT_DIST ?? join(ROOT, 'client/dist'), 'pages');

/**
 * For suites whose result cannot depend on the database (the built pages, their audits): CI runs `npm test` on
 * PostgreSQL and again on the embedded database, and these run only in the embedded-database pass.
 */
export const describeOncePerBuild = process.env.TEST_DATABASE_URL ? describe.skip : describe;

export const TEAM_EMAIL = 'team@example.test';

/** The public routes of the build, from its sitemap (so tests cover every page without a list of their own). */
export function builtRoutes(): string[] {
  const sitemap = join(CLIENT_PAGES, '..', 'sitemap.xml');
  if (!existsSync(sitemap)) throw new Error('client/dist is missing: run `npm run build` first.');
  return [...readFileSync(sitemap, 'utf8').matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless, and quiet on this machine's closed network (no background connections to Google's hosts). */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The system Chromium, headless; nothing here ever downloads a browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    timeout: 30_000,
  });
}

/** Everything a browser test needs: the built app with its own data folder (or database) and a mail sink. */
export class BrowserApp {
  private constructor(
    readonly server: ServerProcess,
    readonly smtp: SmtpSink,
    private readonly database: TestDatabase,
    readonly dataDir: string,
  ) {}

  static async start(env: Record<string, string> = {}): Promise<BrowserApp> {
    if (!existsSync(join(CLIENT_PAGES, 'index.html'))) throw new Error('client/dist is missing: run `npm run build` first.');
    const smtp = await new SmtpSink().start();
    const database = await TestDatabase.create();
    const dataDir = await mkdtemp(join(tmpdir(), 'browser-e2e-'));
    try {
      const server = await ServerProcess.start({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        SMTP_URL: smtp.url,
        TEAM_EMAIL,
        MAIL_POLL_MS: '100',
        ...env,
      });
      return new BrowserApp(server, smtp, database, dataDir);
    } catch (error) {
      await smtp.stop();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    }
  }

  get url(): string {
    return this.server.url;
  }

  /** Runs an admin CLI command against this app's database. */
  cli(...args: string[]) {
    return runCli(args, { DATA_DIR: this.dataDir, DATABASE_URL: this.database.url });
  }

  /** Waits until `count` e-mails matching `filter` have arrived, and returns them. */
  async mails(filter: (mail: ParsedMail) => boolean, count: number, timeoutMs = 15_000): Promise<ParsedMail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.smtp.messages.filter(filter);
      if (found.length >= count) return found;
      if (Date.now() > deadline) {
        const seen = this.smtp.messages.map((m) => `${recipients(m).join(', ')}: ${m.subject}`);
        throw new Error(`expected ${count} matching e-mails, got ${found.length}. All received:\n${seen.join('\n')}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  async close(): Promise<void> {
    await this.server.stop();
    await this.smtp.stop();
    await this.database.drop();
    await rm(this.dataDir, { recursive: true, force: true });
  }
}

/** The plain addresses an e-mail was sent to. */
export function recipients(mail: ParsedMail): string[] {
  return [mail.to]
    .flat()
    .flatMap((to) => to?.value ?? [])
    .map((a) => a.address ?? '');
}

export interface PageWatch {
  /** console.error messages, including the browser's own ("Failed to load resource", CSP reports). */
  consoleErrors: string[];
  /** Uncaught exceptions and unhandled rejections in the page. */
  pageErrors: string[];
  /** securitypolicyviolation events, plus console lines in which Chromium reports a CSP refusal. */
  cspViolations: string[];
  /** Messages of alert/confirm/prompt dialogs, in order; each was accepted. */
  dialogs: string[];
  /** Same-origin responses with a 4xx/5xx status (other than the ones a test asks for). */
  failedResponses: string[];
  /** A readable summary of everything that went wrong, for assertion messages. */
  problems(): string[];
}

const CSP_CONSOLE = /content security policy/i;

/**
 * Records what a page does wrong: console errors, page errors, CSP violations, failed same-origin requests.
 * Dialogs are accepted and their messages kept. Call before the first navigation.
 */
export async function watchPage(page: Page): Promise<PageWatch> {
  const watch: PageWatch = {
    consoleErrors: [],
    pageErrors: [],
    cspViolations: [],
    dialogs: [],
    failedResponses: [],
    problems() {
      return [
        // Chromium also logs each CSP refusal as a console error; those are listed once, as CSP violations.
        ...this.consoleErrors.filter((m) => !CSP_CONSOLE.test(m)).map((m) => `console.error: ${m}`),
        ...this.pageErrors.map((m) => `page error: ${m}`),
        ...this.cspViolations.map((m) => `CSP violation: ${m}`),
        ...this.failedResponses.map((m) => `failed response: ${m}`),
      ];
    },
  };

  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const location = message.location();
    const at = location.url ? ` (${location.url}:${location.lineNumber})` : '';
    watch.consoleErrors.push(`${text}${at}`);
    if (CSP_CONSOLE.test(text)) watch.cspViolations.push(text);
  });
  page.on('pageerror', (error) => watch.pageErrors.push(error.stack ?? error.message));
  page.on('dialog', (dialog) => {
    watch.dialogs.push(dialog.message());
    void dialog.accept().catch(() => undefined);
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    const own = new URL(page.url() || response.url()).origin === url.origin;
    if (own && response.status() >= 400 && response.request().resourceType() !== 'document') {
      watch.failedResponses.push(`${response.request().method()} ${url.pathname} → ${response.status()}`);
    }
  });

  // Init scripts run in every document before the page's own scripts, whatever the page's CSP says.
  await page.exposeBinding('__reportCspViolation', (_source, violation: string) => {
    watch.cspViolations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (v: string) => void }).__reportCspViolation;
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return watch;
}

/** A fresh context (own cookies and storage) with one watched page. */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; watch: PageWatch }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  context.setDefaultTimeout(15_000);
  context.setDefaultNavigationTimeout(20_000);
  const page = await context.newPage();
  const watch = await watchPage(page);
  return { context, page, watch };
}

/**
 * Waits until React has hydrated the prerendered page: server markup only carries React's internal
 * `__reactFiber$…` key once hydration has claimed it. Typing into markup before that would be lost.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const last = document.getElementById('root')?.lastElementChild;
      return Boolean(last && Object.keys(last).some((key) => key.startsWith('__reactFiber')));
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** Loads a page and waits for the network to settle and React to hydrate. */
export async function visit(page: Page, baseUrl: string, path: string): Promise<number | undefined> {
  const response = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  return response?.status();
}

/**
 * Registers beforeAll/afterAll that start Chromium and the app for one test file and close both after it.
 * The returned object is filled in by beforeAll.
 */
export function useBrowserApp(): { browser: Browser; app: BrowserApp } {
  const handle = {} as { browser: Browser; app: BrowserApp };
  beforeAll(async () => {
    // Assigned one by one, so afterAll closes whichever started even if the other failed.
    await Promise.all([launchBrowser().then((b) => (handle.browser = b)), BrowserApp.start().then((a) => (handle.app = a))]);
  }, 90_000);
  afterAll(async () => {
    await handle.browser?.close();
    await handle.app?.close();
  }, 30_000);
  return handle;
}
