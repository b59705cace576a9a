// Trains the check that keeps doubtful budgets off the card (domain/budget-doubt.ts) and writes its weights:
//   npm run train:budget-doubt
// Its examples are the budgets each day's code showed on the next batch of writers' dev half before anyone read it
// (ARRIVAL_FILE, made with scripts/eval/arrival-budgets.mjs), judged against today's labels. The held-back halves are never read.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LeadIntent } from '../../../../shared/api.js';
import { DEFAULT_MARKET, type MoneyAmount } from '../../../../shared/markets.js';
import { DOUBT_FEATURES, doubtFeatures, type DoubtFeature, type DoubtModel } from '../domain/budget-doubt.js';
import { conversationOf } from '../domain/signals.js';
import { BUDGET_TOLERANCE } from './evaluate-market.js';
import { readLeadsFile, type LabelledLead } from './leads-file.js';

export const ARRIVAL_FILE = 'test/fixtures/ai-eval/arrival-budgets.jsonl';
export const LABEL_FILES = ['test/fixtures/ai-eval/in-dev.jsonl', 'test/fixtures/ai-eval/uk-dev.jsonl'];
export const MODEL_SOURCE = 'server/modules/ai-insights/domain/budget-doubt-model.ts';
/** A budget is hidden while the budgets as doubtful as it are wrong at least this often: two right ones given up for each
 * wrong one kept off the card. */
const WRONG_AT_LEAST = 1 / 3;
/** Fewer flagged than this says more about a few conversations than about a kind of doubt. */
const FEWEST_FLAGGED = 20;
const L2 = 1;
const STEPS = 400;
const RATE = 0.5;

interface ArrivalBudget {
  id: string;
  batch: string;
  predictedIntent: LeadIntent;
  budget: MoneyAmount;
}

export interface Example {
  batch: string;
  market: string;
  wrong: boolean;
  x: number[];
}

export function examplesFrom(arrivals: ArrivalBudget[], leads: LabelledLead[]): Example[] {
  const byId = new Map(leads.map((lead) => [lead.id, lead]));
  return arrivals.flatMap(({ id, batch, predictedIntent, budget }) => {
    const lead = byId.get(id);
    if (!lead) return [];
    const label = lead.labels.budget;
    const right = label != null && label.currency === budget.currency && Math.abs(budget.amount - label.amount) <= BUDGET_TOLERANCE * label.amount;
    const market = lead.market ?? DEFAULT_MARKET;
    const features = doubtFeatures({ turns: conversationOf(lead.name, lead.pastChats).turns, market, intent: predictedIntent, budget });
    return [{ batch, market, wrong: !right, x: DOUBT_FEATURES.map((name) => features[name]) }];
  });
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const score = (w: number[], x: number[]) => sigmoid(x.reduce((sum, v, i) => sum + v * w[i + 1], w[0]));

/**
 * Logistic regression by plain gradient descent, wrong answers weighted up to the right ones' number, an L2 penalty on
 * the weights. Written here because it is twenty lines, deterministic, and needs no library at run time.
 */
export function fit(examples: Example[]): number[] {
  const size = DOUBT_FEATURES.length + 1;
  const wrong = examples.filter((e) => e.wrong).length;
  const wrongWeight = (examples.length - wrong) / Math.max(1, wrong);
  const w = new Array<number>(size).fill(0);
  for (let step = 0; step < STEPS; step++) {
    const gradient = new Array<number>(size).fill(0);
    let total = 0;
    for (const { x, wrong: y } of examples) {
      const weight = y ? wrongWeight : 1;
      const error = weight * (score(w, x) - (y ? 1 : 0));
      total += weight;
      gradient[0] += error;
      x.forEach((v, i) => (gradient[i + 1] += error * v));
    }
    for (let i = 0; i < size; i++) w[i] -= RATE * (gradient[i] / total + (i > 0 ? (L2 * w[i]) / total : 0));
  }
  return w;
}

/** Each batch scored by a model that never saw it, most doubtful first. */
export function crossValidated(examples: Example[]): Array<Example & { doubt: number }> {
  const batches = [...new Set(examples.map((e) => e.batch))];
  return batches
    .flatMap((batch) => {
      const w = fit(examples.filter((e) => e.batch !== batch));
      return examples.filter((e) => e.batch === batch).map((e) => ({ ...e, doubt: score(w, e.x) }));
    })
    .sort((a, b) => b.doubt - a.doubt);
}

/** The lowest doubt at which the cross-validated flagged budgets are still wrong at least WRONG_AT_LEAST of the time. */
export function thresholdFor(ranked: Array<{ wrong: boolean; doubt: number }>): number {
  let wrong = 0;
  let chosen = 1;
  ranked.forEach((e, i) => {
    if (e.wrong) wrong++;
    if (i + 1 >= FEWEST_FLAGGED && wrong >= WRONG_AT_LEAST * (i + 1)) chosen = e.doubt;
  });
  return chosen;
}

const round = (v: number) => Math.round(v * 1000) / 1000;

export function trainDoubtModel(examples: Example[]): { model: DoubtModel; ranked: Array<Example & { doubt: number }> } {
  const ranked = crossValidated(examples);
  const w = fit(examples);
  const weights = Object.fromEntries(DOUBT_FEATURES.map((name, i) => [name, round(w[i + 1])])) as Record<DoubtFeature, number>;
  // Just under the chosen doubt, so the budget it was chosen at is itself hidden.
  return { model: { bias: round(w[0]), weights, threshold: round(thresholdFor(ranked) - 0.0005) }, ranked };
}

export function modelSource(model: DoubtModel): string {
  return `// Written by evaluation/train-budget-doubt.ts; do not edit by hand.\nimport type { DoubtModel } from './budget-doubt.js';\n\nexport const BUDGET_DOUBT_MODEL: DoubtModel = ${JSON.stringify(model, null, 2)};\n`;
}

export function readArrivals(path = ARRIVAL_FILE): ArrivalBudget[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ArrivalBudget);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const examples = examplesFrom(readArrivals(), LABEL_FILES.flatMap((file) => readLeadsFile(file)));
  const { model, ranked } = trainDoubtModel(examples);
  writeFileSync(MODEL_SOURCE, modelSource(model));
  console.log(`Trained on ${examples.length} budgets (${examples.filter((e) => e.wrong).length} wrong). Hidden above ${model.threshold}; cross-validated by batch:`);
  for (const market of ['in', 'uk']) {
    const flagged = ranked.filter((e) => e.market === market && e.doubt > model.threshold);
    const all = ranked.filter((e) => e.market === market);
    console.log(`  ${market}: hides ${flagged.filter((e) => e.wrong).length} of ${all.filter((e) => e.wrong).length} wrong and ${flagged.filter((e) => !e.wrong).length} of ${all.filter((e) => !e.wrong).length} right`);
  }
}
