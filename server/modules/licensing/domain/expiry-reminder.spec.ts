import { daysLeft, dueReminder } from './expiry-reminder.js';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-25T12:00:00Z');
const endingIn = (ms: number) => ({ status: 'active' as const, expiresAt: new Date(now.getTime() + ms) });

describe('dueReminder', () => {
  it.each([
    [15 * DAY, null],
    [14 * DAY, '14d'],
    [2 * DAY, '14d'],
    [DAY, '1d'],
    [3 * 60 * 60 * 1000, '1d'],
    [0, null],
    [-DAY, null],
  ])('a licence ending in %d ms is due %s', (ms, kind) => {
    expect(dueReminder(endingIn(ms), now)).toBe(kind);
  });

  it('never for a revoked licence or one without an end', () => {
    expect(dueReminder({ status: 'revoked', expiresAt: new Date(now.getTime() + DAY) }, now)).toBeNull();
    expect(dueReminder({ status: 'active', expiresAt: null }, now)).toBeNull();
  });
});

describe('daysLeft', () => {
  it('counts whole days up, and 0 once over', () => {
    expect(daysLeft(new Date(now.getTime() + 3 * 60 * 60 * 1000), now)).toBe(1);
    expect(daysLeft(new Date(now.getTime() + 14 * DAY), now)).toBe(14);
    expect(daysLeft(new Date(now.getTime() - DAY), now)).toBe(0);
    expect(daysLeft(null, now)).toBeNull();
  });
});
