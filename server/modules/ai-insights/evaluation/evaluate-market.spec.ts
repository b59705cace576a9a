import type { AiAnalysis } from '../../../../shared/api.js';
import type { AnalysedLead } from './evaluate.js';
import { summariseMarket } from './evaluate-market.js';
import type { LabelledLead } from './leads-file.js';
import { marketRows } from './report-table.js';

function analysed(labels: Partial<LabelledLead['labels']>, analysis: Partial<AiAnalysis>, ms = 1): AnalysedLead {
  return {
    lead: { id: 'x', name: 'x', pastChats: '', previousIntent: '', market: 'in', labels: { intent: null, scheduledVisit: false, needs: {}, budget: null, location: null, timeline: null, ...labels } },
    analysis: { predictedIntent: 'unknown', leadScore: 0, topNeeds: [], summary: '', nextBestAction: '', factors: [], source: 'offline', ...analysis },
    ms,
  };
}

const crore = (n: number) => ({ amount: n * 1e7, from: null, currency: 'INR' as const, period: 'total' as const });

// Four leads, worked by hand:
// 1. buy, ₹2.5 crore stated and shown as ₹2.6 crore (within 10 %), Powai in the summary, booked, score 80.
// 2. rent, no budget stated but ₹1,120 shown (a wrong budget), Baner stated and not shown, score 30.
// 3. no intent stated, answered buy (invented), a budget stated in rupees shown in dollars (wrong), score 50, booked.
// 4. buy answered rent, nothing else, score 20.
const LEADS = [
  analysed({ intent: 'buy', budget: crore(2.5), location: 'Powai', scheduledVisit: true, timeline: 'soon' }, { predictedIntent: 'buy', leadScore: 80, budget: crore(2.6), summary: 'Wants a flat in Powai.', factors: [{ label: 'Timeline: next month', impact: 8 }] }),
  analysed({ intent: 'rent', location: 'Baner' }, { predictedIntent: 'rent', leadScore: 30, budget: { amount: 1120, from: null, currency: 'INR', period: 'month' }, topNeeds: ['Baner Road'] }),
  analysed({ budget: crore(1), scheduledVisit: true }, { predictedIntent: 'buy', leadScore: 50, budget: { ...crore(1), currency: 'USD' } }),
  analysed({ intent: 'buy' }, { predictedIntent: 'rent', leadScore: 20 }, 9),
];

describe('summariseMarket', () => {
  it('computes every figure from the labels and the analyses', () => {
    const report = summariseMarket(LEADS);
    expect(report.intent.classes).toEqual(['buy', 'rent']);
    // buy: 1 right of 2 labelled, 2 predicted → F1 0.5; rent: 1 right, 1 labelled, 2 predicted → F1 2/3.
    expect(report.intent.macroF1).toBeCloseTo((0.5 + 2 / 3) / 2);
    expect(report.intent).toMatchObject({ invented: 1, unlabelled: 1 });
    expect(report.budget).toEqual({ stated: 2, right: 1, wrongShown: 2 });
    // "Baner Road" shows Baner: the place is there as whole words.
    expect(report.location).toEqual({ stated: 2, shown: 2 });
    expect(report.timeline).toEqual({ labelled: 1, right: 1 });
    expect(report.visitAuc).toBe(1);
    expect(report.latency).toEqual({ p50: 1, p95: 9 });
  });

  it('finds a place only as whole words', () => {
    const report = summariseMarket([analysed({ location: 'Kharadi' }, { summary: 'Wants Kharadiwala Towers.' })]);
    expect(report.location.shown).toBe(0);
  });
});

describe('marketRows', () => {
  it('judges the held-back half and only reports the other', () => {
    const report = summariseMarket(LEADS);
    const missed = marketRows(report, { judged: true, judgeLatency: true }).filter((r) => r.met === false).map((r) => r.metric);
    expect(missed).toEqual(['Intent macro-F1 (buy, rent)', 'Budget right (within 10 %, right currency)', 'Wrong budget shown, share of all leads']);
    expect(marketRows(report, { judged: false, judgeLatency: true }).every((r) => r.met === null)).toBe(true);
  });
});
