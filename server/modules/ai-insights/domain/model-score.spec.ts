import { boundModelScore, MODEL_SCORE_BOUND } from './model-score.js';

describe('boundModelScore', () => {
  const offline = { score: 10, factors: [{ label: 'Just browsing', impact: -5 }] };

  it('keeps a model score within the bound of the offline one', () => {
    const model = { score: 92, factors: [{ label: 'Pre-approved for a mortgage', impact: 12 }] };
    const bounded = boundModelScore(model, offline);
    expect(bounded.score).toBe(10 + MODEL_SCORE_BOUND);
    expect(bounded.factors.at(-1)).toEqual({ label: expect.stringContaining('held within 25 points'), impact: 10 + MODEL_SCORE_BOUND - 92 });
  });

  it('lets a model move the score down as far as the bound, and not below 0', () => {
    expect(boundModelScore({ score: 0, factors: [] }, { score: 60, factors: [] }).score).toBe(35);
    expect(boundModelScore({ score: 0, factors: [] }, { score: 10, factors: [] }).score).toBe(0);
  });

  it('leaves a score within the bound as it is', () => {
    const model = { score: 30, factors: [{ label: 'Asked to schedule a visit', impact: 20 }] };
    expect(boundModelScore(model, offline)).toBe(model);
  });
});
