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
  /** How much slower than this machine the simulated phone's CPU was (Lighthouse's default is 4). */
  cpuSlowdown: number;
}

/** Lighthouse's default CPU slowdown, meant for a high-end desktop (benchmark index 1,500-2,000). */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes this machine, as fast as `benchmarkIndex` says it is, into the mid-tier phone that
 * Lighthouse's mobile score assumes. Lighthouse's throttling guide (docs/throttling.md, "Calibrating the CPU
 * slowdown") says to lower the default 4x on a slower host: it is meant for a high-end desktop (index 1,500-2,000) and
 * suggests about 2x for a low-end one (1,000-1,500). Scaled linearly from 4x at 1,750, and never above the default,
 * so a fast machine is held to the default and a busy one is not failed for being busy.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_CPU_SLOWDOWN;
  return Math.round(Math.min(DEFAULT_CPU_SLOWDOWN, Math.max(1, (DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / 1750)) * 10) / 10;
}

/** Chromium with a DevTools port that Lighthouse drives; one per test file, reused for every page. */
export async function launchForLighthouse(): Promise<{ browser: Browser; port: number }> {
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
  return { browser, port };
}

/** Lighthouse's mobile audit (simulated slow 4G and, by default, a 4x slower CPU) of one page. */
export async function audit(origin: string, route: string, port: number, cpuSlowdown = DEFAULT_CPU_SLOWDOWN): Promise<LighthouseResult> {
  const runner = await lighthouse(`${origin}${route}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    // Merged into the mobile preset's throttling; the network's stays as it is.
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
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
    cpuSlowdown: runner.lhr.configSettings.throttling.cpuSlowdownMultiplier ?? cpuSlowdown,
  };
}

/** The rows of docs/performance.md. */
export function markdownTable(results: LighthouseResult[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.route} | ${Math.round(r.performance * 100)} | ${Math.round(r.accessibility * 100)} | ${Math.round(r.bestPractices * 100)} | ` +
      `${Math.round(r.seo * 100)} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms | ${(r.scriptBytes / 1024).toFixed(1)} | ` +
      `${r.cpuSlowdown}x |`,
  );
  return ['| Route | Perf | A11y | Best practices | SEO | LCP | CLS | TBT | JS KB | CPU slowdown |', '|---|---|---|---|---|---|---|---|---|---|', ...rows].join('\n');
}
