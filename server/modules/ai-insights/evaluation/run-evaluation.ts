/**
 * The rerunnable evaluation of the lead analyzer (docs/ai-evaluation.md), as a plain Node entry, no Nest app:
 *
 *   npm run build:server && node dist/server/modules/ai-insights/evaluation/run-evaluation.js [leads.jsonl ...] [--openai] [--limit N]
 *
 * Reads the JSONL lead files (default: ../shared/data/sgd-homes/leads-dev.jsonl and the market sets in
 * test/fixtures/ai-eval/, from the repository root), prints a table for each, and exits 1 when a target is missed,
 * 2 when it cannot run.
 */
import { existsSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { DEFAULT_MARKET } from '../../../../shared/markets.js';
import { analyzeOffline } from '../adapters/offline/offline-lead-analyzer.js';
import { OpenAiLeadAnalyzer } from '../adapters/openai/openai-lead-analyzer.js';
import { analyseAll, summarise } from './evaluate.js';
import { LeadFileError, readLeadsFile } from './leads-file.js';
import { summariseMarket } from './evaluate-market.js';
import { formatTable, marketRows, reportRows } from './report-table.js';

const DEFAULT_LEADS = '../shared/data/sgd-homes/leads-dev.jsonl';
/** The India and UK sets: `<market>-dev.jsonl`, the half the rules were written against, and `<market>-held.jsonl`. */
const MARKET_SETS = 'test/fixtures/ai-eval';
/** A market's half; the folder also holds training data of another shape (arrival-budgets.jsonl). */
const MARKET_HALF = /^[a-z]+-(?:dev|held)\.jsonl$/;

interface Options {
  paths: string[];
  openai: boolean;
  limit: number | null;
}

function parseArgs(args: string[]): Options {
  const options: Options = { paths: [], openai: false, limit: null };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--openai') options.openai = true;
    else if (arg === '--limit') {
      options.limit = Number(args[++i]);
      if (!Number.isInteger(options.limit) || options.limit < 1) throw new LeadFileError('--limit needs a whole number of leads, e.g. --limit 50');
    } else if (arg.startsWith('--')) throw new LeadFileError(`Unknown option ${arg}. Options: [leads.jsonl ...] [--openai] [--limit N]`);
    else options.paths.push(arg);
  }
  return options;
}

/** With no path: the SGD file, then every market set in MARKET_SETS. */
function defaultPaths(): string[] {
  const markets = existsSync(MARKET_SETS) ? readdirSync(MARKET_SETS).filter((f) => MARKET_HALF.test(f)).sort().map((f) => join(MARKET_SETS, f)) : [];
  return [DEFAULT_LEADS, ...markets];
}

function analyzerFor(openai: boolean) {
  if (!openai) return { name: 'offline', analyse: analyzeOffline };
  const apiKey = process.env.OPENAI_API_KEY?.trim();
  if (!apiKey) throw new LeadFileError('--openai needs OPENAI_API_KEY (and optionally OPENAI_BASE_URL, OPENAI_MODEL) in the environment.');
  const analyzer = new OpenAiLeadAnalyzer({ apiKey, baseURL: process.env.OPENAI_BASE_URL || undefined, model: process.env.OPENAI_MODEL || undefined });
  return { name: `openai (${process.env.OPENAI_MODEL || 'default model'})`, analyse: (input: Parameters<typeof analyzeOffline>[0]) => analyzer.analyze(input) };
}

/** One file's table; returns the targets it missed. */
async function evaluateFile(path: string, options: Options, analyzer: ReturnType<typeof analyzerFor>): Promise<string[]> {
  const leads = readLeadsFile(path).slice(0, options.limit ?? undefined);
  const analysed = await analyseAll(leads, analyzer.analyse);
  const market = leads.some((lead) => lead.labels.budget !== undefined);
  const judgeLatency = !options.openai;
  // A market set's held-back half is judged; the half the rules were read against is only reported.
  const rows = market ? marketRows(summariseMarket(analysed), { judged: !/-dev\.jsonl$/.test(path), judgeLatency }) : reportRows(summarise(analysed), { judgeLatency });
  const sources: Record<string, number> = {};
  for (const { analysis } of analysed) sources[analysis.source] = (sources[analysis.source] ?? 0) + 1;
  console.log(`\nData: ${path} (${leads.length} leads${market ? `, market ${leads[0]?.market ?? DEFAULT_MARKET}` : ''}). Sources: ${JSON.stringify(sources)}.\n`);
  console.log(formatTable(rows));
  return rows.filter((row) => row.met === false).map((row) => `${basename(path)}: ${row.metric.trim()}`);
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const analyzer = analyzerFor(options.openai);
  const cpu = cpus();
  console.log(`Lead analyzer evaluation, ${new Date().toISOString()}. Analyzer: ${analyzer.name}.`);
  console.log(`Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}.`);
  const missed: string[] = [];
  for (const path of options.paths.length > 0 ? options.paths : defaultPaths()) missed.push(...(await evaluateFile(resolve(path), options, analyzer)));
  console.log(missed.length === 0 ? '\nAll targets met.' : `\nMissed ${missed.length} target(s): ${missed.join('; ')}.`);
  return missed.length === 0 ? 0 : 1;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof LeadFileError ? error.message : error);
    process.exitCode = 2;
  },
);
