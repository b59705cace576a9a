import { amountsIn, isMonthly, readBudget } from './budget.js';
import { leadTurns, parseConversation } from './conversation.js';

function budgetOf(chat: string) {
  return readBudget(leadTurns(parseConversation(chat, 'Priya')));
}

describe('amountsIn', () => {
  it.each([
    ['My budget is $3,500 a month', { amount: 3500, bound: 'about', period: 'month' }],
    ['around 450k', { amount: 450_000, bound: 'about', period: null }],
    ['we can do 1.2 million', { amount: 1_200_000, bound: 'about', period: null }],
    ['$1.2m max', { amount: 1_200_000, bound: 'about', period: null }],
    ['under 500k', { amount: 500_000, bound: 'up to', period: null }],
    ['no more than 2500 dollars per month', { amount: 2500, bound: 'up to', period: 'month' }],
    ['at least $600,000', { amount: 600_000, bound: 'at least', period: null }],
    ['budget is 3000', { amount: 3000, bound: 'about', period: null }],
  ])('%s', (text, expected) => {
    expect(amountsIn(text, 'stated')).toEqual([expect.objectContaining({ ...expected, from: null, source: 'stated' })]);
  });

  it('reads a range as its bounds', () => {
    expect(amountsIn('between 400k and 500k', 'stated')).toEqual([expect.objectContaining({ from: 400_000, amount: 500_000 })]);
  });

  it('ignores counts, times, years and small fees', () => {
    expect(amountsIn('3 bedrooms, 2 baths, visit at 10:30 on the 4th', 'stated')).toEqual([]);
    expect(amountsIn('thinking about moving in 2026', 'stated')).toEqual([]);
    expect(amountsIn('the cab costs $45', 'stated')).toEqual([]);
  });
});

describe('readBudget', () => {
  it('takes the lead’s own latest amount', () => {
    expect(budgetOf('Lead: Up to $3,000 a month.\nAgent: OK\nLead: Actually $3,500 per month is fine.')).toMatchObject({ amount: 3500, source: 'stated' });
  });

  it('does not take a price the agent quoted as the lead’s budget', () => {
    expect(budgetOf('Agent: Alborada has 3 bedrooms and the rent is $3,900 per month.\nLead: What is the phone number?')).toBeNull();
  });

  it('takes a quoted price the lead accepted, and not one they turned down or moved on from', () => {
    expect(budgetOf('Agent: Amber Court is $3,500 per month.\nLead: That sounds nice.')).toMatchObject({ amount: 3500, source: 'accepted' });
    expect(budgetOf('Agent: Amber Court is $3,500 per month.\nLead: Great, that is too expensive though.')).toBeNull();
    expect(budgetOf('Agent: Baycliff is $4,000 per month.\nLead: Great. Could you search for other apartments?')).toBeNull();
  });

  it('prefers what the lead stated over what they accepted', () => {
    expect(budgetOf('Lead: My budget is $3,000 a month.\nAgent: This one is $3,200 per month.\nLead: Sounds good.')).toMatchObject({ amount: 3000 });
  });
});

describe('isMonthly', () => {
  it('treats a per-month amount, or one too small to buy a home, as monthly', () => {
    expect(isMonthly({ amount: 450_000, from: null, bound: 'about', period: 'month', source: 'stated' })).toBe(true);
    expect(isMonthly({ amount: 2800, from: null, bound: 'about', period: null, source: 'stated' })).toBe(true);
    expect(isMonthly({ amount: 450_000, from: null, bound: 'about', period: null, source: 'stated' })).toBe(false);
  });
});
