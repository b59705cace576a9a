import type { AnalysedLead } from './evaluate.js';
import { LABELLED_KINDS } from './leads-file.js';
import { classScores, macroF1, percentile, rocAuc, type ClassScores, type Prediction } from './metrics.js';

/** How close a budget must be to count as right: within 10 % of the labelled amount, in the labelled currency. */
export const BUDGET_TOLERANCE = 0.1;

export interface MarketReport {
  leads: number;
  intent: {
    /** The intents the labels use (macro-F1 averages these); leads labelled "none" count as `unknown`. */
    classes: string[];
    macroF1: number;
    byClass: Record<string, ClassScores>;
    /** Leads whose text states no intent, answered with one anyway. */
    invented: number;
    unlabelled: number;
  };
  budget: {
    /** Leads that state a budget. */
    stated: number;
    right: number;
    /** Leads shown a budget that is not theirs: none stated, another amount, or another currency. */
    wrongShown: number;
  };
  location: { stated: number; shown: number };
  timeline: { labelled: number; right: number };
  visitAuc: number | null;
  latency: { p50: number; p95: number };
}

function budgetRight({ lead, analysis }: AnalysedLead): boolean {
  const label = lead.labels.budget;
  const shown = analysis.budget;
  if (!label || !shown) return false;
  return shown.currency === label.currency && Math.abs(shown.amount - label.amount) <= BUDGET_TOLERANCE * label.amount;
}

/** The place the lead wants, found in what the card shows (needs or summary), whole words, any case. */
function locationShown({ lead, analysis }: AnalysedLead): boolean {
  const place = lead.labels.location?.trim().toLowerCase();
  if (!place) return false;
  const shown = [...analysis.topNeeds, analysis.summary].join(' \n ').toLowerCase();
  const at = shown.indexOf(place);
  return at >= 0 && !/[\p{L}\p{N}]/u.test(shown[at - 1] ?? ' ') && !/[\p{L}\p{N}]/u.test(shown[at + place.length] ?? ' ');
}

/** The timeline the card shows: the score factor's words ("Timeline: next week" → soon or now, "No rush" → later). */
function shownTimeline({ analysis }: AnalysedLead): 'now' | 'soon' | 'later' | null {
  const factor = analysis.factors.find((f) => f.label.startsWith('Timeline:') || f.label.startsWith('No rush'));
  if (!factor) return null;
  if (factor.label.startsWith('No rush')) return 'later';
  return factor.impact >= 12 ? 'now' : 'soon';
}

/** Every figure of a market set, from the labels and the analyses alone. */
export function summariseMarket(analysed: AnalysedLead[]): MarketReport {
  const predictions: Prediction<string>[] = analysed.map(({ lead, analysis }) => ({ actual: lead.labels.intent ?? 'unknown', predicted: analysis.predictedIntent }));
  const classes = LABELLED_KINDS.filter((kind) => predictions.some((p) => p.actual === kind));
  const withBudget = analysed.filter((a) => a.lead.labels.budget);
  const withPlace = analysed.filter((a) => a.lead.labels.location);
  const withTimeline = analysed.filter((a) => a.lead.labels.timeline);
  const examples = analysed.map(({ lead, analysis }) => ({ score: analysis.leadScore, positive: lead.labels.scheduledVisit }));
  const positives = examples.filter((e) => e.positive).length;
  return {
    leads: analysed.length,
    intent: {
      classes: [...classes],
      macroF1: macroF1(predictions, classes),
      byClass: Object.fromEntries(classes.map((kind) => [kind, classScores(predictions, kind)])),
      invented: predictions.filter((p) => p.actual === 'unknown' && p.predicted !== 'unknown').length,
      unlabelled: predictions.filter((p) => p.actual === 'unknown').length,
    },
    budget: {
      stated: withBudget.length,
      right: withBudget.filter(budgetRight).length,
      wrongShown: analysed.filter((a) => a.analysis.budget && !budgetRight(a)).length,
    },
    location: { stated: withPlace.length, shown: withPlace.filter(locationShown).length },
    timeline: { labelled: withTimeline.length, right: withTimeline.filter((a) => shownTimeline(a) === a.lead.labels.timeline).length },
    visitAuc: positives === 0 || positives === examples.length ? null : rocAuc(examples),
    latency: { p50: percentile(analysed.map((a) => a.ms), 50), p95: percentile(analysed.map((a) => a.ms), 95) },
  };
}
