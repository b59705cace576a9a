import type { EvaluationReport } from './evaluate.js';
import type { MarketReport } from './evaluate-market.js';
import { ratio } from './metrics.js';
import { NEED_KINDS } from './need-match.js';

/** The bar the analyzer must clear (issue 6); the latency one only applies in-process, not over a network. */
export const TARGETS = { macroF1: 0.95, needsRecall: 0.9, visitAuc: 0.85, p95Ms: 10 } as const;

export interface Row {
  metric: string;
  value: string;
  target: string;
  /** null: reported, not judged. */
  met: boolean | null;
}

const fixed = (n: number, digits = 3) => n.toFixed(digits);
const share = (found: number, of: number) => `${found}/${of}`;

/** The evaluation as rows, each judged against its target where it has one. */
export function reportRows(report: EvaluationReport, { judgeLatency }: { judgeLatency: boolean }): Row[] {
  const { intent, needs } = report;
  const rows: Row[] = [
    { metric: `Intent accuracy (${intent.labelled} labelled leads)`, value: fixed(intent.accuracy), target: '', met: null },
    { metric: 'Intent macro-F1 (buy, rent)', value: fixed(intent.macroF1), target: `>= ${TARGETS.macroF1}`, met: intent.macroF1 >= TARGETS.macroF1 },
  ];
  for (const label of ['buy', 'rent'] as const) {
    const c = intent.byClass[label];
    rows.push({ metric: `  ${label}: F1 (precision / recall, n=${c.support})`, value: `${fixed(c.f1)} (${fixed(c.precision)} / ${fixed(c.recall)})`, target: '', met: null });
  }
  rows.push({
    metric: 'Needs recall in topNeeds',
    value: `${fixed(needs.overall.recall)} (${share(needs.overall.found, needs.overall.stated)})`,
    target: `>= ${TARGETS.needsRecall}`,
    met: needs.overall.recall >= TARGETS.needsRecall,
  });
  for (const kind of NEED_KINDS) {
    const k = needs.byKind[kind];
    rows.push({ metric: `  ${kind}`, value: `${fixed(k.recall)} (${share(k.found, k.stated)})`, target: '', met: null });
  }
  rows.push(
    {
      metric: 'ROC AUC of leadScore for a booked visit',
      // Not measurable is not met: a run that cannot show the ranking must not pass for one that does.
      value: report.visitAuc === null ? 'n/a (needs booked and unbooked leads)' : fixed(report.visitAuc),
      target: `>= ${TARGETS.visitAuc}`,
      met: report.visitAuc !== null && report.visitAuc >= TARGETS.visitAuc,
    },
    { metric: 'Latency p50 per lead (ms)', value: fixed(report.latency.p50, 2), target: '', met: null },
    {
      metric: 'Latency p95 per lead (ms)',
      value: fixed(report.latency.p95, 2),
      target: judgeLatency ? `<= ${TARGETS.p95Ms}` : 'n/a (network)',
      met: judgeLatency ? report.latency.p95 <= TARGETS.p95Ms : null,
    },
  );
  return rows;
}

/** The bar on the held-back half of each market set (issue 15). */
export const MARKET_TARGETS = { macroF1: 0.9, budgetRight: 0.85, wrongBudget: 0.02, location: 0.85, visitAuc: 0.8, p95Ms: 10 } as const;

/** A market set's rows; `judged` false for the half the rules were written against (reported, not judged). */
export function marketRows(report: MarketReport, { judged, judgeLatency }: { judged: boolean; judgeLatency: boolean }): Row[] {
  const { intent, budget, location, timeline } = report;
  const judge = (met: boolean) => (judged ? met : null);
  const target = (text: string) => (judged ? text : `(${text})`);
  const budgetShare = ratio(budget.right, budget.stated);
  const wrongShare = ratio(budget.wrongShown, report.leads);
  const placeShare = ratio(location.shown, location.stated);
  const rows: Row[] = [
    { metric: `Intent macro-F1 (${intent.classes.join(', ')})`, value: fixed(intent.macroF1), target: target(`>= ${MARKET_TARGETS.macroF1}`), met: judge(intent.macroF1 >= MARKET_TARGETS.macroF1) },
  ];
  for (const kind of intent.classes) {
    const c = intent.byClass[kind];
    rows.push({ metric: `  ${kind}: F1 (precision / recall, n=${c.support})`, value: `${fixed(c.f1)} (${fixed(c.precision)} / ${fixed(c.recall)})`, target: '', met: null });
  }
  rows.push(
    { metric: '  intent given where the text states none', value: share(intent.invented, intent.unlabelled), target: '', met: null },
    { metric: 'Budget right (within 10 %, right currency)', value: `${fixed(budgetShare)} (${share(budget.right, budget.stated)})`, target: target(`>= ${MARKET_TARGETS.budgetRight}`), met: judge(budgetShare >= MARKET_TARGETS.budgetRight) },
    { metric: 'Wrong budget shown, share of all leads', value: `${fixed(wrongShare)} (${share(budget.wrongShown, report.leads)})`, target: target(`<= ${MARKET_TARGETS.wrongBudget}`), met: judge(wrongShare <= MARKET_TARGETS.wrongBudget) },
    { metric: 'Preferred location in the answer', value: `${fixed(placeShare)} (${share(location.shown, location.stated)})`, target: target(`>= ${MARKET_TARGETS.location}`), met: judge(placeShare >= MARKET_TARGETS.location) },
    { metric: 'Timeline urgency right', value: `${fixed(ratio(timeline.right, timeline.labelled))} (${share(timeline.right, timeline.labelled)})`, target: '', met: null },
    {
      metric: 'ROC AUC of leadScore for a booked visit',
      value: report.visitAuc === null ? 'n/a (needs booked and unbooked leads)' : fixed(report.visitAuc),
      target: target(`>= ${MARKET_TARGETS.visitAuc}`),
      met: judge(report.visitAuc !== null && report.visitAuc >= MARKET_TARGETS.visitAuc),
    },
    { metric: 'Latency p95 per lead (ms)', value: fixed(report.latency.p95, 2), target: judgeLatency ? target(`<= ${MARKET_TARGETS.p95Ms}`) : 'n/a (network)', met: judgeLatency ? judge(report.latency.p95 <= MARKET_TARGETS.p95Ms) : null },
  );
  return rows;
}

/** A plain-text table, aligned, with a verdict column. */
export function formatTable(rows: Row[]): string {
  const header = { metric: 'Metric', value: 'Value', target: 'Target', verdict: '' };
  const lines = rows.map((r) => ({ ...r, verdict: r.met === null ? '' : r.met ? 'ok' : 'MISSED' }));
  const width = (key: 'metric' | 'value' | 'target') => Math.max(header[key].length, ...lines.map((l) => l[key].length));
  const [m, v, t] = [width('metric'), width('value'), width('target')];
  const format = (l: { metric: string; value: string; target: string; verdict: string }) =>
    `${l.metric.padEnd(m)}  ${l.value.padEnd(v)}  ${l.target.padEnd(t)}  ${l.verdict}`.trimEnd();
  return [format(header), '-'.repeat(m + v + t + 12), ...lines.map(format)].join('\n');
}
