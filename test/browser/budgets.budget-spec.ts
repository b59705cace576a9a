import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { BrowserApp, builtRoutes, describeOncePerBuild } from './support/browser.js';
import { audit, calibratedCpuSlowdown, launchForLighthouse, markdownTable, type LighthouseResult } from './support/lighthouse.js';

/**
 * DESIGN.md section 9: per public route, mobile. JavaScript is what the browser transferred (gzip; KB = 1024 bytes)
 * while the page loaded, before any interaction.
 */
const BUDGET = { performance: 0.95, accessibility: 1, bestPractices: 1, seo: 1, scriptKb: 90 };


function budgetMisses(r: LighthouseResult): string[] {
  return [
    r.performance < BUDGET.performance && `performance ${r.performance}`,
    r.accessibility < BUDGET.accessibility && `accessibility ${r.accessibility}`,
    r.bestPractices < BUDGET.bestPractices && `best practices ${r.bestPractices}`,
    r.seo < BUDGET.seo && `SEO ${r.seo}`,
    r.scriptBytes / 1024 > BUDGET.scriptKb && `JavaScript ${(r.scriptBytes / 1024).toFixed(1)} KB`,
  ].filter((miss): miss is string => Boolean(miss));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Runs per route once the first run misses: the median of five is steady where three still flipped now and then. */
const RUNS_ON_MISS = 5;

/**
 * Each run gets a Chromium of its own: one browser reused for some thirty runs once came back from the last route
 * with no trace at all (performance 0, LCP NaN) three times in a row, while a fresh one scored it 0.99.
 */
async function auditInFreshBrowser(origin: string, route: string, cpuSlowdown?: number): Promise<LighthouseResult> {
  const chrome = await launchForLighthouse();
  try {
    return await audit(origin, route, chrome.port, cpuSlowdown);
  } finally {
    await chrome.browser.close();
  }
}

/**
 * One Lighthouse run can miss for reasons that are not the page's: a busy machine slows the timings, and now and
 * then a category comes back without a score. A route that misses is measured four more times and each number's
 * median of the five counts, as Lighthouse CI does (on this 2-core machine, total blocking time alone swings a
 * route's score between 0.94 and 0.99 from run to run). The reruns' CPU slowdown is calibrated to the machine's
 * speed as Lighthouse measured it so far (see calibratedCpuSlowdown): CI once ran the budgets on a machine at half
 * its usual speed (benchmark index 1,200 instead of 2,800), where the default 4x made a phone twice as slow as the
 * one the score is meant for.
 */
async function auditAgain(origin: string, first: LighthouseResult): Promise<LighthouseResult> {
  const runs = [first];
  while (runs.length < RUNS_ON_MISS) {
    runs.push(await auditInFreshBrowser(origin, first.route, calibratedCpuSlowdown(median(runs.map((run) => run.benchmarkIndex)))));
  }
  const pick = (key: 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'cls' | 'tbtMs' | 'scriptBytes' | 'benchmarkIndex' | 'cpuSlowdown') =>
    median(runs.map((run) => run[key]));
  return {
    ...first,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    scriptBytes: pick('scriptBytes'),
    benchmarkIndex: pick('benchmarkIndex'),
    cpuSlowdown: pick('cpuSlowdown'),
  };
}

/**
 * Waits (at most two minutes) for the work of the CI steps before this one to wind down: the one-minute load average
 * under 1.5 on this 2-core machine. Lighthouse's timings are the page's only when the machine is otherwise idle.
 */
async function untilMachineSettles(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (loadavg()[0] >= 1.5 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5_000));
}

describeOncePerBuild('Budgets on every public route (Lighthouse, mobile)', () => {
  let app: BrowserApp;
  let routes: string[] = [];
  const results: LighthouseResult[] = [];

  beforeAll(async () => {
    app = await BrowserApp.start();
    routes = builtRoutes();
    await untilMachineSettles();
  }, 240_000);

  afterAll(async () => {
    await app?.close();
    if (results.length) {
      mkdirSync('.tmp', { recursive: true });
      writeFileSync('.tmp/performance-table.md', `${markdownTable(results)}\n`);
    }
  }, 30_000);

  it('finds the routes in the sitemap', () => {
    expect(routes).toEqual(expect.arrayContaining(['/', '/contact', '/joinclass']));
  });

  it('meets every budget on every route', async () => {
    // Every route once, then the ones that missed four more times each: a spell of load on the machine (a CI step
    // before this one still winding down) then fails no route whose later runs are fine, yet a page that is slow
    // misses again.
    const firstRuns: LighthouseResult[] = [];
    for (const route of routes) firstRuns.push(await auditInFreshBrowser(app.url, route));
    const misses: string[] = [];
    for (const first of firstRuns) {
      const r = budgetMisses(first).length === 0 ? first : await auditAgain(app.url, first);
      results.push(r);
      const problems = budgetMisses(r);
      if (problems.length === 0) continue;
      // The machine's speed as Lighthouse measured it (its benchmark index: this machine idle scores 2,300–2,500) and
      // its load just after the route's runs tell a slow page from a busy machine.
      const machine = `benchmark index ${Math.round(r.benchmarkIndex)}, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`;
      misses.push(`${r.route}: ${problems.join(', ')}; failing audits: ${r.failedAudits.join(', ')}; ${machine}`);
    }
    process.stdout.write(`\n${markdownTable(results)}\n`);
    expect(misses).toEqual([]);
    // 27 routes, and a route that misses is measured five times: on a busy 2-core machine that has taken over 15 min.
  }, 25 * 60_000);
});
