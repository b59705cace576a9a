import { scoreLead } from './lead-scorer.js';
import { mergeReportedSignals, type ReportedSignals } from './reported-signals.js';
import { extractSignals } from './signals.js';

const NOTHING_REPORTED: ReportedSignals = {
  intent: 'unknown',
  intentExplicit: false,
  justBrowsing: false,
  visitRequested: false,
  visitAgreed: false,
  visitBooked: false,
  visitFailed: false,
  visitDeclined: false,
  budget: null,
  timeline: null,
  financing: null,
  notInterested: false,
  alreadySorted: false,
  priceConcern: false,
};

const report = (overrides: Partial<ReportedSignals>): ReportedSignals => ({ ...NOTHING_REPORTED, ...overrides });

describe('mergeReportedSignals', () => {
  const renter = extractSignals(
    'Priya',
    'Lead: I need a 3 bedroom apartment in Fremont, up to $3,500 a month.\nAgent: Amber Court is free. Shall I book a visit?\nLead: Yes, Monday.\nAgent: Your visit to Amber Court is booked for Monday.',
    '',
  );

  it('keeps the facts read from the text: counts, rooms, areas and the exact budget', () => {
    const merged = mergeReportedSignals(renter, report({ intent: 'rent', intentExplicit: true, budget: { amount: 9_999, period: 'month', currency: null } }));
    expect(merged.leadMessages).toBe(2);
    expect(merged.home.bedrooms).toEqual({ count: 3, atLeast: false });
    expect(merged.areas).toEqual(['Fremont']);
    expect(merged.budget).toMatchObject({ amount: 3_500, source: 'stated' });
    expect(merged.visit.place).toBe('Amber Court');
  });

  it('takes the judgement calls from the model, even where the patterns saw otherwise', () => {
    expect(renter.visit).toMatchObject({ agreed: true, booked: true });
    const merged = mergeReportedSignals(renter, report({ intent: 'rent', intentExplicit: true, visitDeclined: true, notInterested: true }));
    expect(merged.visit).toMatchObject({ agreed: false, booked: false, declined: true });
    expect(merged.notInterested).toBe(true);
    expect(scoreLead(merged).score).toBeLessThan(scoreLead(renter).score);
  });

  it('does not let a booking stand without a lead who wanted the viewing', () => {
    const merged = mergeReportedSignals(renter, report({ visitBooked: true, visitFailed: true }));
    expect(merged.visit).toMatchObject({ requested: false, agreed: false, booked: false, failed: false });
    const wanted = mergeReportedSignals(renter, report({ visitAgreed: true, visitBooked: true, visitFailed: true }));
    expect(wanted.visit).toMatchObject({ agreed: true, booked: true, failed: false });
  });

  it('fills a budget the patterns missed from the model, as a stated one', () => {
    const vague = extractSignals('Sam', 'Lead: Looking to rent. 3000 feels right.', '');
    expect(vague.budget).toBeNull();
    const merged = mergeReportedSignals(vague, report({ intent: 'rent', budget: { amount: 3_000, period: 'month', currency: null } }));
    expect(merged.budget).toEqual({ amount: 3_000, from: null, bound: 'about', period: 'month', currency: 'USD', currencyNamed: false, source: 'stated' });
    expect(scoreLead(merged).factors).toContainEqual({ label: 'Stated a budget', impact: 8 });
  });

  it('drops a model budget the conversation does not state: an area, a converted or an invented figure', () => {
    const area = extractSignals('Asha', 'Lead: need 1,120 sq. ft. carpet area in Kharadi', '', 'in');
    expect(mergeReportedSignals(area, report({ intent: 'buy', budget: { amount: 1_120, period: 'month', currency: 'USD' } })).budget).toBeNull();
    const bare = extractSignals('Asha', 'Lead: want to buy. 95,00,000 feels right.', '', 'in');
    expect(bare.budget).toBeNull();
    expect(mergeReportedSignals(bare, report({ intent: 'buy', budget: { amount: 114_000, period: 'total', currency: 'USD' } })).budget).toBeNull();
    expect(mergeReportedSignals(bare, report({ intent: 'buy', budget: { amount: 9_500_000, period: 'total', currency: 'INR' } })).budget).toMatchObject({ amount: 9_500_000, currency: 'INR' });
  });

  it('maps the model’s intent and firmness to the scorer’s strength, and keeps an offline hint the model could not name', () => {
    expect(mergeReportedSignals(renter, report({ intent: 'buy', intentExplicit: true })).intent).toMatchObject({ intent: 'buy', strength: 'strong' });
    expect(mergeReportedSignals(renter, report({ intent: 'buy', intentExplicit: false })).intent).toMatchObject({ intent: 'buy', strength: 'weak' });
    const hinted = extractSignals('Sam', 'Lead: Any 2 bedroom apartments in Napa?', '');
    expect(hinted.intent).toMatchObject({ intent: 'rent', strength: 'weak' });
    expect(mergeReportedSignals(hinted, report({ intent: 'unknown', justBrowsing: true })).intent).toMatchObject({ intent: 'rent', strength: 'weak', browsing: true });
    expect(mergeReportedSignals(hinted, report({ intent: 'browse' })).intent).toMatchObject({ intent: 'browse', browsing: true });
  });

  it('takes timing and financing from the model', () => {
    const merged = mergeReportedSignals(renter, report({ timeline: { urgency: 'later', phrase: 'next year' }, financing: 'cash' }));
    const factors = scoreLead(merged).factors.map((f) => f.label);
    expect(merged.timeline).toEqual({ urgency: 'later', phrase: 'next year' });
    expect(merged.financing).toBe('cash');
    expect(factors).toContain('Paying cash');
  });
});
