#!/usr/bin/env node
// The budgets each day's analyzer showed on a writer batch before anyone had read it: the training data of the budget
// doubt model (server/modules/ai-insights/evaluation/train-budget-doubt.ts).
//
//   node scripts/eval/arrival-budgets.mjs > test/fixtures/ai-eval/arrival-budgets.jsonl
//
// For every batch of writers in the dev halves (ids like in-ka-07 or uk-b52c-11), finds the commit that added it,
// builds the server of the commit before it in a temporary git worktree, and runs that build on the batch's dev
// conversations. Only shown budgets are written; their verdicts come from today's labels when the model is trained.
// Needs the repository's history (a full clone) and about two minutes.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const HALVES = ['test/fixtures/ai-eval/in-dev.jsonl', 'test/fixtures/ai-eval/uk-dev.jsonl'];
const BATCH_ID = /^(?:in|uk)-(b\d\d|[b-z])[a-d]-\d+$/;
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

const leads = HALVES.flatMap((file) => readFileSync(join(ROOT, file), 'utf8').split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line)));
const batches = [...new Set(leads.map((lead) => BATCH_ID.exec(lead.id)?.[1]).filter(Boolean))];
const builds = new Map();

async function analyzerBefore(batch) {
  const added = git('log', '--reverse', '--format=%h', '-G', `"in-${batch}[a-d]-`, '--', HALVES[0]).split('\n')[0];
  const before = git('rev-parse', '--short', `${added}^`);
  if (!builds.has(before)) {
    const dir = mkdtempSync(join(tmpdir(), `arrival-${before}-`));
    git('worktree', 'add', '--detach', join(dir, 'src'), before);
    execFileSync(join(ROOT, 'node_modules/.bin/swc'), ['server', 'shared', '-d', join(dir, 'dist'), '--config-file', '.swcrc', '--quiet'], { cwd: join(dir, 'src') });
    copyFileSync(join(dir, 'src/server/modules/ai-insights/domain/intent-model.json'), join(dir, 'dist/server/modules/ai-insights/domain/intent-model.json'));
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    git('worktree', 'remove', '--force', join(dir, 'src'));
    const { analyzeOffline } = await import(join(dir, 'dist/server/modules/ai-insights/adapters/offline/offline-lead-analyzer.js'));
    builds.set(before, { analyzeOffline, dir });
  }
  return { build: before, ...builds.get(before) };
}

for (const batch of batches) {
  const { build, analyzeOffline } = await analyzerBefore(batch);
  for (const lead of leads.filter((l) => BATCH_ID.exec(l.id)?.[1] === batch)) {
    const answer = analyzeOffline({ name: lead.name, pastChats: lead.pastChats, previousIntent: lead.previousIntent, market: lead.market });
    if (answer.budget) console.log(JSON.stringify({ id: lead.id, batch, build, predictedIntent: answer.predictedIntent, budget: answer.budget }));
  }
}
for (const { dir } of builds.values()) rmSync(dir, { recursive: true, force: true });
