import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { freePort } from '../../e2e/support/server-process.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.js';

export interface LighthouseResult {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Compressed bytes of every script the page loaded without any interaction. */
  scriptBytes: number;
  failedAudits: string[];
  /** Lighthouse's measure of the machine's speed during the run (higher is faster). */
  benchmarkIndex: number;
}

/** Chromium with a DevTools port that Lighthouse drives; one per test file, reused for every page. */
export async function launchForLighthouse(): Promise<{ browser: Browser; port: number }> {
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
  return { browser, port };
}

/** Lighthouse's mobile audit (simulated slow 4G and a 4x slower CPU) of one page. */
export async function audit(origin: string, route: string, port: number): Promise<LighthouseResult> {
  const runner = await lighthouse(`${origin}${route}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${route}`);
  const { categories, audits, runtimeError } = runner.lhr;
  const requests = (audits['network-requests'].details as { items: { resourceType?: string; transferSize?: number }[] }).items;
  const failedAudits = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode) && !a.id.match(/^(metrics|.*-insight)$/))
    .map((a) => `${a.id} (${a.score})`);
  // A run that failed as a whole (no trace, page crashed) says why instead of just scoring 0.
  if (runtimeError) failedAudits.unshift(`runtime error ${runtimeError.code}: ${runtimeError.message}`);
  return {
    route,
    performance: categories.performance.score ?? 0,
    accessibility: categories.accessibility.score ?? 0,
    bestPractices: categories['best-practices'].score ?? 0,
    seo: categories.seo.score ?? 0,
    lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
    cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
    tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
    scriptBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    failedAudits,
    benchmarkIndex: runner.lhr.environment.benchmarkIndex,
  };
}

/** The rows of docs/performance.md. */
export function markdownTable(results: LighthouseResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.route} | ${Math.round(r.performance * 100)} | ${Math.round(r.accessibility * 100)} | ${Math.round(r.bestPractices * 100)} | ` +
      `${Math.round(r.seo * 100)} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms | ${(r.scriptBytes / 1024).toFixed(1)} |`,
  );
  return ['| Route | Perf | A11y | Best practices | SEO | LCP | CLS | TBT | JS KB |', '|---|---|---|---|---|---|---|---|---|', ...rows].join('\n');
}
