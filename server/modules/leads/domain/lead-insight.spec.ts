import { scoringRetryDelayMs } from './lead-insight.js';

describe('scoringRetryDelayMs', () => {
  it('waits 30 s after the first failure, doubling after each, at most an hour', () => {
    expect([1, 2, 3, 4].map(scoringRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(scoringRetryDelayMs(20)).toBe(60 * 60 * 1000);
  });
});
