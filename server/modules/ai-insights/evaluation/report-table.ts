import type { EvaluationReport } from './evaluate.js';
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
