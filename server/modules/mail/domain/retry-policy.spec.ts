import { retryDelayMs } from './retry-policy.js';

describe('retryDelayMs', () => {
  const noJitter = () => 0.5;

  it('doubles the delay after each failed attempt', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000, noJitter))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits longer than fifteen minutes', () => {
    expect(retryDelayMs(40, 5000, noJitter)).toBe(15 * 60 * 1000);
  });

  it('spreads retries by ±20% so instances do not retry in lockstep', () => {
    expect(retryDelayMs(1, 1000, () => 0)).toBe(800);
    expect(retryDelayMs(1, 1000, () => 1)).toBe(1200);
  });
});
