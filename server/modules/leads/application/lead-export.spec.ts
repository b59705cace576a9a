import type { LeadExportRow } from '../ports/lead-list.repository.js';
import { leadExportFileName, leadExportRecord } from './lead-export.js';

const scored: LeadExportRow = {
  id: '5b0f3c39-56c6-4d50-9a3f-3c1c2b9f2a11',
  name: 'Anita Rao',
  pastChatsShort: 'Lead: Need a 2bhk on rent',
  previousIntent: '',
  updatedAt: new Date('2026-11-20T10:00:00Z'),
  score: 64,
  intent: 'rent',
  topReason: 'Budget stated',
  sortKey: 64,
  topNeeds: ['2 BHK', 'Whitefield'],
  budget: { amount: 35_000, from: null, currency: 'INR', period: 'month' },
  nextBestAction: 'Send three listings',
  analysedAt: new Date('2026-11-20T10:00:05Z'),
  phone: '+919876543210',
  email: 'anita@example.com',
  source: '99acres',
  lastContactAt: new Date('2026-11-19T12:00:00Z'),
};

describe('leadExportRecord', () => {
  it('writes the phone as the country groups it, the band from the score and the budget with its currency', () => {
    expect(leadExportRecord(scored)).toEqual({
      Name: 'Anita Rao',
      Phone: '+91 98765 43210',
      Email: 'anita@example.com',
      Source: '99acres',
      'Last contact': scored.lastContactAt,
      Score: 64,
      Band: 'warm',
      Intent: 'rent',
      'Top reason': 'Budget stated',
      'Top needs': ['2 BHK', 'Whitefield'],
      Budget: '₹35,000 a month',
      'Next best action': 'Send three listings',
      'Last update': scored.updatedAt,
      'Analysed at': scored.analysedAt,
    });
  });

  it('guesses nothing for a lead not scored yet', () => {
    const record = leadExportRecord({ ...scored, score: null, intent: null, topReason: null, topNeeds: [], budget: null, nextBestAction: null, analysedAt: null });
    expect(record).toMatchObject({ Score: null, Band: null, Intent: null, 'Top reason': null, Budget: null, 'Next best action': null, 'Analysed at': null });
  });

  it.each([
    [71, 'hot'],
    [70, 'warm'],
    [41, 'warm'],
    [40, 'cold'],
  ])('puts score %i in the %s band', (score, band) => {
    expect(leadExportRecord({ ...scored, score }).Band).toBe(band);
  });
});

describe('leadExportFileName', () => {
  const now = new Date('2026-11-27T23:30:00Z');
  it('names the file after the day and the filters', () => {
    expect(leadExportFileName({ sort: 'score' }, now)).toBe('leads-2026-11-27.csv');
    expect(leadExportFileName({ sort: 'name', band: 'hot', intent: 'buy', search: 'baner' }, now)).toBe('leads-hot-buy-2026-11-27.csv');
  });
});
