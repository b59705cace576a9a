import { GIVE_UP_AFTER_MS, MAX_RETRY_DELAY_MS, retryDelayMs, shouldGiveUp } from './retry-policy.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

describe('retryDelayMs', () => {
  const noJitter = () => 0.5;

  it('waits MAIL_RETRY_BASE_MS at first, then a quarter of the time the e-mail has waited', () => {
    expect([0, 4 * SECOND, 20 * SECOND, 60 * SECOND, 10 * MINUTE].map((waited) => retryDelayMs(waited, 5000, noJitter))).toEqual([
      5 * SECOND,
      5 * SECOND,
      5 * SECOND,
      15 * SECOND,
      150 * SECOND,
    ]);
  });

  it('never waits longer than five minutes', () => {
    expect(retryDelayMs(40 * 60 * MINUTE, 5000, noJitter)).toBe(MAX_RETRY_DELAY_MS);
    expect(MAX_RETRY_DELAY_MS).toBe(5 * MINUTE);
  });

  it('spreads retries by ±20% so instances do not retry in lockstep', () => {
    expect(retryDelayMs(0, 1000, () => 0)).toBe(800);
    expect(retryDelayMs(0, 1000, () => 1)).toBe(1200);
  });

  // The schedule as the mail of an SMTP outage lives it: attempts at the times below, with the default 5 s base.
  function attemptTimes(outageMs: number, baseMs = 5000): number[] {
    const times = [0];
    while (times.at(-1)! < outageMs) times.push(times.at(-1)! + retryDelayMs(times.at(-1)!, baseMs, noJitter));
    return times;
  }

  it('delivers the mail of a one-minute outage within about 15 s of its end', () => {
    // An e-mail queued at any moment of the outage: its first attempt after the end is soon after it.
    for (let queuedAt = 0; queuedAt < MINUTE; queuedAt += SECOND) {
      const firstAfter = attemptTimes(MINUTE - queuedAt).find((t) => t >= MINUTE - queuedAt)! + queuedAt;
      expect(firstAfter - MINUTE).toBeLessThanOrEqual(16 * SECOND);
    }
  });

  it('delivers the mail of a one-hour outage within five minutes of its end, with a bounded number of attempts', () => {
    const times = attemptTimes(60 * MINUTE);
    expect(times.at(-1)! - 60 * MINUTE).toBeLessThanOrEqual(5 * MINUTE);
    expect(times.length).toBeLessThan(40);
  });
});

describe('shouldGiveUp', () => {
  it('keeps an e-mail for two days', () => {
    expect(shouldGiveUp(GIVE_UP_AFTER_MS - 1)).toBe(false);
    expect(shouldGiveUp(GIVE_UP_AFTER_MS)).toBe(true);
    expect(GIVE_UP_AFTER_MS).toBe(48 * 60 * MINUTE);
  });
});
