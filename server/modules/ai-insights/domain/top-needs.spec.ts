import { budgetPhrase, topNeeds } from './top-needs.js';
import { extractSignals } from './signals.js';

describe('topNeeds', () => {
  it('writes what the lead asked for as short phrases, most defining first', () => {
    const signals = extractSignals(
      'Priya',
      'Lead: I need a 2 bathroom apartment in Fremont.\nAgent: How many bedrooms?\nLead: 3 bedrooms. Do they allow pets? Is there a garage?\nAgent: Amber Court is $3,500 per month.\nLead: That works for us.',
      '',
    );
    expect(topNeeds(signals)).toEqual(['3 bedrooms', '2 bathrooms', 'Fremont', 'Budget about $3,500 a month', 'Apartment', 'Pets allowed', 'Garage']);
  });

  it('puts a valuation first for a seller and keeps to eight phrases', () => {
    const signals = extractSignals('Sam', 'Lead: I want to sell my 4 bedroom, 3 bath house in Oakland ASAP. It has a pool, a yard, a garage, a balcony and in-unit laundry.', '');
    const needs = topNeeds(signals);
    expect(needs[0]).toBe('Home valuation');
    expect(needs).toHaveLength(8);
  });

  it('is empty when the lead said nothing specific', () => {
    expect(topNeeds(extractSignals('Sam', 'Lead: Hello?', ''))).toEqual([]);
  });
});

describe('budgetPhrase', () => {
  it('writes dollars with separators, a bound and a period', () => {
    expect(budgetPhrase({ amount: 500_000, from: null, bound: 'up to', period: null, currency: 'USD', currencyNamed: true, source: 'stated' })).toBe('up to $500,000');
    expect(budgetPhrase({ amount: 2400, from: null, bound: 'about', period: 'month', currency: 'USD', currencyNamed: true, source: 'stated' })).toBe('about $2,400 a month');
    expect(budgetPhrase({ amount: 25_000_000, from: null, bound: 'about', period: 'total', currency: 'INR', currencyNamed: true, source: 'stated' })).toBe('about ₹2.5 crore');
    expect(budgetPhrase({ amount: 30_000_000, from: 25_000_000, bound: 'about', period: null, currency: 'INR', currencyNamed: true, source: 'stated' })).toBe('₹2.5–3 crore');
    expect(budgetPhrase({ amount: 350, from: null, bound: 'up to', period: 'week', currency: 'GBP', currencyNamed: false, source: 'stated' })).toBe('up to £350 a week');
    expect(budgetPhrase({ amount: 500_000, from: 400_000, bound: 'about', period: null, currency: 'USD', currencyNamed: true, source: 'stated' })).toBe('$400,000–$500,000');
    expect(budgetPhrase({ amount: 95, from: null, bound: 'up to', period: 'week', currency: 'GBP', currencyNamed: true, source: 'stated', perPerson: true })).toBe('up to £95 a week per person');
  });
});
