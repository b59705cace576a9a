import { isConversionOf } from './conversion.js';

const money = (amount: number, currency: 'INR' | 'GBP' | 'USD', from: number | null = null) => ({ amount, from, currency, period: 'total' as const });

describe('isConversionOf', () => {
  it('finds a figure restated at a plausible rate, in either direction and for both ends of a range', () => {
    expect(isConversionOf(money(50_000_000, 'INR', 45_000_000), money(450_000, 'GBP', 400_000))).toBe(true);
    expect(isConversionOf(money(13_000_000, 'INR'), money(150_000, 'USD'))).toBe(true);
    expect(isConversionOf(money(150_000, 'USD'), money(13_000_000, 'INR'))).toBe(true);
    expect(isConversionOf(money(380_000, 'GBP'), money(500_000, 'USD'))).toBe(true);
  });
  it('is false for the same currency, a rate no market has had, or a range whose other end does not match', () => {
    expect(isConversionOf(money(450_000, 'GBP'), money(400_000, 'GBP'))).toBe(false);
    expect(isConversionOf(money(20_000_000, 'INR'), money(150_000, 'USD'))).toBe(false);
    expect(isConversionOf(money(13_000_000, 'INR', 5_000_000), money(150_000, 'USD', 140_000))).toBe(false);
  });
});
