import { DEMO_BUYER } from '../../../demo/application/demo-seed.service.js';
import { DEMO_LEADS } from '../../../demo/domain/demo-leads.js';
import { analyzeOffline } from './offline-lead-analyzer.js';

const analysisOf = (externalId: string) => {
  const lead = DEMO_LEADS.find((l) => l.externalId === externalId)!;
  return analyzeOffline({ name: lead.name, pastChats: lead.pastChats, previousIntent: lead.previousIntent ?? '', market: DEMO_BUYER.market });
};

describe('the demo leads, as the demo licence (India) reads them', () => {
  it('reads the Pune WhatsApp export: a buyer with a crore budget and a booked site visit', () => {
    const rahul = analysisOf('demo-rahul');
    expect(rahul).toMatchObject({ predictedIntent: 'buy', budget: { amount: 14_000_000, from: 12_000_000, currency: 'INR' } });
    expect(rahul.topNeeds).toEqual(expect.arrayContaining(['3 BHK', 'Baner', 'Budget ₹1.2–1.4 crore']));
    expect(rahul.summary).toContain('A site visit is booked on Sunday.');
    expect(rahul.factors).toContainEqual({ label: 'Home loan pre-approved', impact: 12 });
    expect(rahul.topNeeds.join(' ')).not.toMatch(/1,100|\$/);
  });

  it('takes the renter’s own limit, not the flat she found steep or its area', () => {
    const ananya = analysisOf('demo-ananya');
    expect(ananya).toMatchObject({ predictedIntent: 'rent', budget: { amount: 45_000, currency: 'INR', period: 'month' } });
    expect(ananya.topNeeds).toEqual(expect.arrayContaining(['Indiranagar', 'Budget up to ₹45,000 a month', 'Semi-furnished']));
  });

  it('reads the UK export in pounds whatever the licence’s market', () => {
    const oliver = analysisOf('demo-oliver');
    expect(oliver).toMatchObject({ predictedIntent: 'buy', budget: { amount: 450_000, from: 400_000, currency: 'GBP' } });
    expect(oliver.topNeeds).toEqual(expect.arrayContaining(['Didsbury', 'Budget £400,000–£450,000']));
    expect(oliver.summary).toContain('booked');
  });

  it('keeps the US leads in dollars', () => {
    expect(analysisOf('demo-arjun').budget).toMatchObject({ amount: 450_000, currency: 'USD' });
    expect(analysisOf('demo-priya').budget).toMatchObject({ amount: 650_000, currency: 'USD' });
  });
});
