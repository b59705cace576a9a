import type { Currency, MoneyAmount } from '../../../../shared/markets.js';

/**
 * How many units of the second currency one unit of the first has bought in recent years, as a band wide enough for
 * the rates leads remember (rupees per pound have run from about 100 to 115, per dollar from 75 to 90).
 */
const RATE_BAND: Partial<Record<`${Currency}>${Currency}`, [number, number]>> = {
  'GBP>INR': [95, 125],
  'USD>INR': [72, 100],
  'GBP>USD': [1.15, 1.45],
};

function band(from: Currency, to: Currency): [number, number] | null {
  const direct = RATE_BAND[`${from}>${to}`];
  if (direct) return direct;
  const inverse = RATE_BAND[`${to}>${from}`];
  return inverse ? [1 / inverse[1], 1 / inverse[0]] : null;
}

/**
 * An amount is a conversion of an earlier one in another currency when it is that amount at a plausible rate: an NRI's
 * "£400k … I know that's approx 4.5-5 cr in rupees" states one budget, in pounds, said twice. A rate is arithmetic, so
 * this holds for any wording; the rules before it had to learn each phrase ("roughly", "in rupees", brackets).
 */
export function isConversionOf(amount: MoneyAmount, earlier: MoneyAmount): boolean {
  if (amount.currency === earlier.currency) return false;
  const rate = band(earlier.currency, amount.currency);
  if (!rate) return false;
  const within = (value: number, base: number) => value >= base * rate[0] && value <= base * rate[1];
  return within(amount.amount, earlier.amount) && (amount.from === null || earlier.from === null || within(amount.from, earlier.from));
}
