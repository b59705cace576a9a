/**
 * The markets a licence can be sold into. A market sets the currency an amount takes when the chat names none, and
 * the words and number format the portal uses (₹2.5 crore, £450,000, $2,000 a month).
 */
export const MARKETS = ['in', 'uk', 'us'] as const;
export type Market = (typeof MARKETS)[number];

export const CURRENCIES = ['INR', 'GBP', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The market an analysis assumes when nobody set one: the SGD dialogues the analyzer was first built on are American. */
export const DEFAULT_MARKET: Market = 'us';

export const MARKET_CURRENCY: Record<Market, Currency> = { in: 'INR', uk: 'GBP', us: 'USD' };

export const MARKET_NAMES: Record<Market, string> = { in: 'India', uk: 'United Kingdom', us: 'United States' };

export function isMarket(value: unknown): value is Market {
  return typeof value === 'string' && (MARKETS as readonly string[]).includes(value);
}

/** A budget or price as the portal shows it: the amount always with its currency. */
export interface MoneyAmount {
  /** Whole units of the currency (rupees, pounds, dollars); for a range, its top. */
  amount: number;
  /** The bottom of a range, else null. */
  from: number | null;
  currency: Currency;
  /** 'total' for a price; 'month' or 'week' for rent; null when the text did not say. */
  period: 'total' | 'month' | 'week' | null;
  /** A share of the rent ("£95 pppw", "6k per head"): what each sharer pays, not the whole home's rent. */
  perPerson?: true;
}

const LOCALE: Record<Currency, string> = { INR: 'en-IN', GBP: 'en-GB', USD: 'en-US' };
const LAKH = 100_000;
const CRORE = 10_000_000;

function trimmed(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** One amount in its market's form: "₹2.5 crore", "₹85 lakh", "₹35,000", "£450,000", "$2,000". */
export function formatAmount(amount: number, currency: Currency): string {
  // Lakh and crore are how Indian buyers and agents say prices; Intl's compact en-IN form ("85L") is a sign-board
  // abbreviation, so the words are written here.
  if (currency === 'INR' && amount >= CRORE) return `₹${trimmed(amount / CRORE)} crore`;
  if (currency === 'INR' && amount >= LAKH) return `₹${trimmed(amount / LAKH)} lakh`;
  return new Intl.NumberFormat(LOCALE[currency], { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
}

const PERIOD_WORDS = { month: ' a month', week: ' a week', total: '', none: '' } as const;

/** "₹2.5–3 crore", "£400,000–£450,000", "$2,000 a month". */
export function formatMoney(money: MoneyAmount): string {
  const period = `${PERIOD_WORDS[money.period ?? 'none']}${money.perPerson ? ' per person' : ''}`;
  if (money.from === null) return `${formatAmount(money.amount, money.currency)}${period}`;
  const low = formatAmount(money.from, money.currency);
  const high = formatAmount(money.amount, money.currency);
  // "₹2.5 crore–₹3 crore" reads as "₹2.5–3 crore" when both ends share the unit word.
  const unit = / (crore|lakh)$/.exec(high)?.[1];
  if (unit && low.endsWith(` ${unit}`)) return `${low.slice(0, -unit.length - 1)}–${high.slice(1)}${period}`;
  return `${low}–${high}${period}`;
}
