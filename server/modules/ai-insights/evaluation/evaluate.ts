import { performance } from 'node:perf_hooks';
import type { AiAnalysis, AiAnalysisRequest } from '../../../../shared/api.js';
import type { LabelledLead } from './leads-file.js';
import { accuracy, classScores, macroF1, percentile, recall, rocAuc, type ClassScores, type Prediction } from './metrics.js';
import { NEED_KINDS, needShown, type NeedKind } from './need-match.js';

export const LABELLED_INTENTS = ['buy', 'rent'] as const;

export interface AnalysedLead {
  lead: LabelledLead;
  analysis: AiAnalysis;
  /** Wall-clock time of the one analysis, in milliseconds. */
  ms: number;
}

export interface NeedsRecall {
  found: number;
  stated: number;
  recall: number;
}

export interface EvaluationReport {
  leads: number;
  intent: { labelled: number; accuracy: number; macroF1: number; byClass: Record<(typeof LABELLED_INTENTS)[number], ClassScores> };
  needs: { overall: NeedsRecall; byKind: Record<NeedKind, NeedsRecall> };
  /** Null when the leads hold only one kind (all booked, or none), e.g. a short --limit run. */
  visitAuc: number | null;
  latency: { p50: number; p95: number };
  /** How many analyses each source answered ('offline-fallback' counts failed model calls). */
  sources: Record<string, number>;
}

/**
 * Analyses every lead one after another, timing each, so latency is per lead and not shared with others. One untimed
 * analysis first: a process's first one also loads the intent model and compiles the patterns (about 0.4 s, once),
 * which on a 70-lead file alone would be the p95.
 */
export async function analyseAll(leads: LabelledLead[], analyse: (input: AiAnalysisRequest) => Promise<AiAnalysis> | AiAnalysis): Promise<AnalysedLead[]> {
  const analysed: AnalysedLead[] = [];
  const [first] = leads;
  if (first) await analyse({ name: first.name, pastChats: first.pastChats, previousIntent: first.previousIntent, market: first.market });
  for (const lead of leads) {
    const started = performance.now();
    const analysis = await analyse({ name: lead.name, pastChats: lead.pastChats, previousIntent: lead.previousIntent, market: lead.market });
    analysed.push({ lead, analysis, ms: performance.now() - started });
  }
  return analysed;
}

function needsRecall(analysed: AnalysedLead[], kinds: readonly NeedKind[]): NeedsRecall {
  let found = 0;
  let stated = 0;
  for (const { lead, analysis } of analysed) {
    for (const kind of kinds) {
      const value = lead.labels.needs[kind];
      if (value === undefined) continue;
      stated++;
      if (needShown(kind, value, analysis.topNeeds)) found++;
    }
  }
  return { found, stated, recall: recall(found, stated) };
}

function visitAuc(analysed: AnalysedLead[]): number | null {
  const examples = analysed.map(({ lead, analysis }) => ({ score: analysis.leadScore, positive: lead.labels.scheduledVisit }));
  const positives = examples.filter((e) => e.positive).length;
  return positives === 0 || positives === examples.length ? null : rocAuc(examples);
}

/** Every number of the evaluation, from the analyses and the labels alone. */
export function summarise(analysed: AnalysedLead[]): EvaluationReport {
  const predictions: Prediction<string>[] = analysed
    .filter(({ lead }) => lead.labels.intent !== null)
    .map(({ lead, analysis }) => ({ actual: lead.labels.intent as string, predicted: analysis.predictedIntent }));
  const sources: Record<string, number> = {};
  for (const { analysis } of analysed) sources[analysis.source] = (sources[analysis.source] ?? 0) + 1;
  return {
    leads: analysed.length,
    intent: {
      labelled: predictions.length,
      accuracy: accuracy(predictions),
      macroF1: macroF1(predictions, LABELLED_INTENTS),
      byClass: { buy: classScores(predictions, 'buy'), rent: classScores(predictions, 'rent') },
    },
    needs: {
      overall: needsRecall(analysed, NEED_KINDS),
      byKind: Object.fromEntries(NEED_KINDS.map((kind) => [kind, needsRecall(analysed, [kind])])) as Record<NeedKind, NeedsRecall>,
    },
    visitAuc: visitAuc(analysed),
    latency: { p50: percentile(analysed.map((a) => a.ms), 50), p95: percentile(analysed.map((a) => a.ms), 95) },
    sources,
  };
}
