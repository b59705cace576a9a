import { DOUBT_FEATURES, doubtFeatures, doubtOf, tooDoubtful, type DoubtModel } from './budget-doubt.js';
import { conversationOf, extractSignals } from './signals.js';

const turnsOf = (chat: string) => conversationOf('Sam', chat).turns;
const GBP_300K = { amount: 300_000, from: null, currency: 'GBP' as const, period: null };

describe('doubtFeatures', () => {
  it('reads the signs in the sentence around the figure the lead said', () => {
    const features = doubtFeatures({ turns: turnsOf('Lead: Just browsing for now. Roughly, something like 300k?\nAgent: Sure, any area?'), market: 'uk', intent: 'browse', budget: GBP_300K });
    expect(features).toMatchObject({ browsing: 1, buying: 0, hedgeNear: 1, limitNear: 0, questionAfter: 1, noPeriod: 1, notInLeadWords: 0, india: 0, foreignAny: 0, bounded: 0 });
    expect(features.moneyMessages).toBeCloseTo(Math.log(2));
  });

  it('leaves a bound the figure starts with to `bounded`: "around 300k" is one mention, with nothing around it', () => {
    const features = doubtFeatures({ turns: turnsOf('Lead: Maybe something around 300k?'), market: 'uk', intent: 'browse', budget: GBP_300K });
    expect(features).toMatchObject({ hedgeNear: 0, bounded: 0, questionAfter: 1 });
  });

  it('sees a limit, a bound, other figures of the same kind and foreign money', () => {
    const chat = 'Lead: Budget max £300k. Saw one at £340k, too much.\nAgent: Ok\nLead: I earn in $ so about $380k';
    const features = doubtFeatures({ turns: turnsOf(chat), market: 'uk', intent: 'buy', budget: { ...GBP_300K, period: 'total' } });
    expect(features).toMatchObject({ limitNear: 1, bounded: 1, buying: 1, noPeriod: 0, foreignAny: 1, foreignShown: 0 });
    expect(features.otherSameKind).toBeCloseTo(Math.log(3));
  });

  it('marks a figure the lead never wrote, a range whose bottom is far below its top, a share and a buyer paying by the month', () => {
    const features = doubtFeatures({ turns: turnsOf('Lead: hi\nAgent: It is £900 a month'), market: 'uk', intent: 'buy', budget: { amount: 900, from: 300, currency: 'GBP', period: 'month', perPerson: true } });
    expect(features).toMatchObject({ notInLeadWords: 1, oddRange: 1, perPerson: 1, buyerMonthly: 1, monthly: 1 });
  });
});

describe('doubtOf and tooDoubtful', () => {
  const zero = Object.fromEntries(DOUBT_FEATURES.map((name) => [name, 0])) as DoubtModel['weights'];
  const model: DoubtModel = { bias: -1, weights: { ...zero, browsing: 3 }, threshold: 0.5 };
  const input = (intent: 'browse' | 'buy') => ({ turns: turnsOf('Lead: around 300k'), market: 'uk' as const, intent, budget: GBP_300K });

  it('is the logistic of the weighted signs', () => {
    expect(doubtOf(doubtFeatures(input('browse')), model)).toBeCloseTo(1 / (1 + Math.exp(-2)));
    expect(doubtOf(doubtFeatures(input('buy')), model)).toBeCloseTo(1 / (1 + Math.exp(1)));
  });

  it('doubts a budget only above the threshold', () => {
    expect(tooDoubtful(input('browse'), model)).toBe(true);
    expect(tooDoubtful(input('buy'), model)).toBe(false);
  });
});

describe('the analyzer with the trained check', () => {
  it('does not show a browsing lead’s guess with no limit word, in either market', () => {
    expect(extractSignals('Sam', 'Lead: Just browsing for now, seeing what is out there. Maybe something around 300k?\nAgent: Sure, any area?\nLead: Not fussed yet', '', 'uk').budget).toBeNull();
    expect(extractSignals('Ravi', 'Lead: abhi bas dekh rahe hai, koi jaldi nahi. around 80 lakh?\nAgent: ok sir\nLead: haan', '', 'in').budget).toBeNull();
  });

  it('shows the same lead’s budget when they name it as their limit', () => {
    expect(extractSignals('Sam', 'Lead: Just browsing for now. Budget max £300k.\nAgent: Sure, any area?\nLead: Not fussed yet', '', 'uk').budget).toMatchObject({ amount: 300_000, currency: 'GBP' });
  });
});
