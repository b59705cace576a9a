import type { Currency, MoneyAmount } from '../../../../shared/markets.js';
import { possibleAmounts } from './budget.js';
import type { Turn } from './conversation.js';
import { moneyIn } from './money.js';

/** Amounts the conversation states, whoever said them: the only money a card may show. */
export function amountsSeen(turns: Turn[], fallback: Currency): MoneyAmount[] {
  return turns.flatMap((turn) => possibleAmounts(turn.text, fallback));
}

/** Within 1 %: "₹1.2 crore" and "₹1,20,00,000" are the same figure; "$1,120" from "1,120 sq ft" is none of them. */
function near(a: number, b: number): boolean {
  return Math.abs(a - b) <= 0.01 * Math.max(a, b);
}

/** True when the conversation states this amount in this currency (as an amount or a range's end). */
export function isSupported(amount: number, currency: Currency, seen: MoneyAmount[]): boolean {
  return seen.some((m) => m.currency === currency && (near(m.amount, amount) || (m.from !== null && near(m.from, amount))));
}

// An unmarked number the writer calls a budget or a price ("Budget 1120", "price 45,000") is shown as money.
const MONEY_WORD_BEFORE = /\b(?:budget|price|rent|afford|spend|cost|offer|pay)\b[^.\d]{0,15}$/i;

/**
 * What is wrong with the money in a text a model wrote for the card, or null when every figure in it is one the
 * conversation states, with its currency. Unknown is better than wrong: a figure the chat does not hold (an area
 * read as a budget, an amount converted or made up) or a figure without a currency fails the whole text.
 */
export function unsupportedMoney(text: string, seen: MoneyAmount[]): string | null {
  for (const m of moneyIn(text)) {
    const moneyLike = m.marked || MONEY_WORD_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index));
    if (!moneyLike || m.amount < 100) continue;
    if (m.currency === null) return 'an amount without its currency';
    const ends = m.from === null ? [m.amount] : [m.from, m.amount];
    if (!ends.every((amount) => isSupported(amount, m.currency!, seen))) return 'an amount the conversation does not state';
  }
  return null;
}
