/**
 * The rerunnable evaluation of the lead analyzer (docs/ai-evaluation.md), as a plain Node entry, no Nest app:
 *
 *   npm run build:server && node dist/server/modules/ai-insights/evaluation/run-evaluation.js [leads.jsonl] [--openai] [--limit N]
 *
 * Reads the JSONL lead file (default ../shared/data/sgd-homes/leads-dev.jsonl from the current directory, the
 * repository root), prints the table, and exits 1 when a target is missed, 2 when it cannot run.
 */
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { analyzeOffline } from '../adapters/offline/offline-lead-analyzer.js';
import { OpenAiLeadAnalyzer } from '../adapters/openai/openai-lead-analyzer.js';
import { analyseAll, summarise } from './evaluate.js';
import { LeadFileError, readLeadsFile } from './leads-file.js';
import { formatTable, reportRows } from './report-table.js';

const DEFAULT_LEADS = '../shared/data/sgd-homes/leads-dev.jsonl';

interface Options {
  path: string;
  openai: boolean;
  limit: number | null;
}

function parseArgs(args: string[]): Options {
  const options: Options = { path: DEFAULT_LEADS, openai: false, limit: null };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--openai') options.openai = true;
    else if (arg === '--limit') {
      options.limit = Number(args[++i]);
      if (!Number.isInteger(options.limit) || options.limit < 1) throw new LeadFileError('--limit needs a whole number of leads, e.g. --limit 50');
    } else if (arg.startsWith('--')) throw new LeadFileError(`Unknown option ${arg}. Options: [leads.jsonl] [--openai] [--limit N]`);
    else options.path = arg;
  }
  return options;
}

function analyzerFor(openai: boolean) {
  if (!openai) return { name: 'offline', analyse: analyzeOffline };
  const apiKey = process.env.OPENAI_API_KEY?.trim();
  if (!apiKey) throw new LeadFileError('--openai needs OPENAI_API_KEY (and optionally OPENAI_BASE_URL, OPENAI_MODEL) in the environment.');
  const analyzer = new OpenAiLeadAnalyzer({ apiKey, baseURL: process.env.OPENAI_BASE_URL || undefined, model: process.env.OPENAI_MODEL || undefined });
  return { name: `openai (${process.env.OPENAI_MODEL || 'default model'})`, analyse: (input: Parameters<typeof analyzeOffline>[0]) => analyzer.analyze(input) };
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  const path = resolve(options.path);
  const leads = readLeadsFile(path).slice(0, options.limit ?? undefined);
  const analyzer = analyzerFor(options.openai);
  const report = summarise(await analyseAll(leads, analyzer.analyse));
  const rows = reportRows(report, { judgeLatency: !options.openai });
  const cpu = cpus();
  console.log(`Lead analyzer evaluation, ${new Date().toISOString()}`);
  console.log(`Data: ${path} (${report.leads} leads). Analyzer: ${analyzer.name}. Sources: ${JSON.stringify(report.sources)}.`);
  console.log(`Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}.\n`);
  console.log(formatTable(rows));
  const missed = rows.filter((row) => row.met === false);
  console.log(missed.length === 0 ? '\nAll targets met.' : `\nMissed ${missed.length} target(s): ${missed.map((r) => r.metric.trim()).join('; ')}.`);
  return missed.length === 0 ? 0 : 1;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof LeadFileError ? error.message : error);
    process.exitCode = 2;
  },
);
