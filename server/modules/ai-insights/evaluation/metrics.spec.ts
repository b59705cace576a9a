import { accuracy, classScores, macroF1, percentile, recall, rocAuc, type Prediction } from './metrics.js';

// Four leads worked by hand: one buyer found; three renters, of whom one is found, one called a buyer, one unknown.
const MIXED: Prediction<string>[] = [
  { actual: 'buy', predicted: 'buy' },
  { actual: 'rent', predicted: 'rent' },
  { actual: 'rent', predicted: 'buy' },
  { actual: 'rent', predicted: 'unknown' },
];

describe('accuracy', () => {
  it('is the share of exact answers', () => {
    expect(accuracy(MIXED)).toBe(0.5);
    expect(accuracy([])).toBe(0);
  });
});

describe('classScores', () => {
  it('counts a wrong class as a false positive of that class, and "unknown" as a miss only', () => {
    // buy: 1 hit, 2 predicted, 1 actual → precision 1/2, recall 1, F1 2·1/(2+1) = 2/3.
    expect(classScores(MIXED, 'buy')).toEqual({ precision: 0.5, recall: 1, f1: 2 / 3, support: 1 });
    // rent: 1 hit, 1 predicted, 3 actual → precision 1, recall 1/3, F1 2·1/(1+3) = 1/2.
    expect(classScores(MIXED, 'rent')).toEqual({ precision: 1, recall: 1 / 3, f1: 0.5, support: 3 });
  });

  it('scores 0 for a class never predicted and never present', () => {
    expect(classScores(MIXED, 'sell')).toEqual({ precision: 0, recall: 0, f1: 0, support: 0 });
  });
});

describe('macroF1', () => {
  it('averages the classes without weighting by size', () => {
    expect(macroF1(MIXED, ['buy', 'rent'])).toBeCloseTo(7 / 12, 12);
  });

  it('punishes "always rent" on rent-heavy data, where accuracy flatters it', () => {
    const alwaysRent: Prediction<string>[] = [...Array(9).fill({ actual: 'rent', predicted: 'rent' }), { actual: 'buy', predicted: 'rent' }];
    expect(accuracy(alwaysRent)).toBe(0.9);
    // rent F1 = 2·9/(10+9) = 18/19; buy F1 = 0 → macro 9/19.
    expect(macroF1(alwaysRent, ['buy', 'rent'])).toBeCloseTo(9 / 19, 12);
  });
});

describe('recall', () => {
  it('is found over stated, and 0 with nothing stated', () => {
    expect(recall(9, 12)).toBe(0.75);
    expect(recall(0, 0)).toBe(0);
  });
});

describe('rocAuc', () => {
  it('counts a tie between a positive and a negative as one half', () => {
    // Pairs (positive, negative): (3,1) (3,2) (2,1) win, (2,2) ties → (3 + 0.5) / 4.
    const examples = [
      { score: 3, positive: true },
      { score: 2, positive: true },
      { score: 2, positive: false },
      { score: 1, positive: false },
    ];
    expect(rocAuc(examples)).toBe(0.875);
    expect(rocAuc([...examples].reverse())).toBe(0.875);
  });

  it('is 1 for a perfect ranking, 0 for a reversed one and 1/2 when every score is the same', () => {
    expect(rocAuc([{ score: 9, positive: true }, { score: 1, positive: false }, { score: 8, positive: true }])).toBe(1);
    expect(rocAuc([{ score: 1, positive: true }, { score: 9, positive: false }])).toBe(0);
    expect(rocAuc([{ score: 5, positive: true }, { score: 5, positive: false }, { score: 5, positive: false }])).toBe(0.5);
  });

  it('refuses a set with only one kind of example', () => {
    expect(() => rocAuc([{ score: 1, positive: true }])).toThrow(/positive and one negative/);
  });
});

describe('percentile', () => {
  it('takes the nearest rank, in any input order', () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([5, 1, 4, 2, 3], 95)).toBe(5);
    expect(percentile([5, 1, 4, 2, 3], 20)).toBe(1);
    const tenValues = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
    expect(percentile(tenValues, 90)).toBe(9);
    expect(percentile(tenValues, 95)).toBe(10);
  });

  it('refuses no values', () => {
    expect(() => percentile([], 50)).toThrow();
  });
});
