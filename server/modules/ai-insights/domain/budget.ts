import type { LeadTurn } from './conversation.js';
import { answerOf } from './text.js';

export interface Budget {
  /** Whole dollars; for a range, the top of it. */
  amount: number;
  /** The bottom of a range ("400k to 500k"), else null. */
  from: number | null;
  bound: 'about' | 'up to' | 'at least';
  period: 'month' | 'total' | null;
  /** 'stated' by the lead, or 'accepted': the lead said yes to a price the agent quoted. */
  source: 'stated' | 'accepted';
}

const BOUND = String.raw`(under|below|less than|up to|upto|no more than|max(?:imum)?(?: of)?|at most|around|about|roughly|approximately|approx\.?|~|over|above|at least|more than|min(?:imum)?(?: of)?)`;
// A number starts where no digit is before it and ends where no digit follows: without these bounds a long run of
// digits followed by a letter was tried at every start and every length (quadratic: 20,000 digits took seconds).
const NUMBER = String.raw`(?<!\d)(\d{1,3}(?:,\d{3})+(?:\.\d+)?(?!\d)|\d+(?:\.\d+)?(?!\d))`;
const SCALE = String.raw`(k|m|mm|mil|million|thousand|grand)`;
const PERIOD = String.raw`(per month|a month|each month|monthly|\/ ?mo(?:nth)?|p\/m)`;
const AMOUNT = String.raw`(\$\s?)?${NUMBER}\s?${SCALE}?\b\s?(?:dollars|usd|bucks)?`;

// One amount or a range, with an optional bound before it and a period after it.
const MONEY = new RegExp(String.raw`(?:${BOUND}\s+)?${AMOUNT}(?:\s?(?:-|–|to|and)\s?${AMOUNT})?\s?${PERIOD}?`, 'gi');
const BUDGET_CONTEXT = /\b(?:budget|spend|afford|price range|pay|paying|max|maximum|up to|under|below|around|about|less than|no more than)\b/i;

function scaled(number: string, scale: string | undefined): number {
  const value = Number(number.replace(/,/g, ''));
  switch ((scale ?? '').toLowerCase()) {
    case 'k':
    case 'grand':
    case 'thousand':
      return value * 1_000;
    case 'm':
    case 'mm':
    case 'mil':
    case 'million':
      return value * 1_000_000;
    default:
      return value;
  }
}

function boundOf(word: string | undefined): Budget['bound'] {
  if (!word) return 'about';
  if (/^(?:over|above|at least|more than|min)/i.test(word)) return 'at least';
  if (/^(?:around|about|roughly|approx|~)/i.test(word)) return 'about';
  return 'up to';
}

/** No home sells for under $20,000, so a smaller amount with no period is a monthly rent. */
export function isMonthly(budget: Budget): boolean {
  return budget.period === 'month' || budget.amount < 20_000;
}

/** Money amounts in a text, each as a budget; bare numbers count only when the text talks about money. */
export function amountsIn(text: string, source: Budget['source']): Budget[] {
  const found: Budget[] = [];
  let talksMoney: boolean | undefined; // looked up once per text, not once per number in it
  for (const m of text.matchAll(MONEY)) {
    const [, bound, dollar, number, scale, dollar2, number2, scale2, period] = m;
    const money = Boolean(dollar || scale || /dollars|usd|bucks/i.test(m[0]) || period);
    if (!money && !(talksMoney ??= BUDGET_CONTEXT.test(text))) continue;
    const first = scaled(number, scale ?? scale2);
    const second = number2 ? scaled(number2, scale2 ?? scale) : null;
    const amount = second ?? first;
    // Under $300 is a fee, a fare or a count, not a home budget; a bare number needs to look like money, not a year.
    if (amount < 300 || (!money && (amount < 500 || /^(?:19|20)\d\d$/.test(number)))) continue;
    found.push({
      amount,
      from: second !== null && (dollar2 !== undefined || second > first) ? first : null,
      bound: second !== null ? 'about' : boundOf(bound),
      period: period ? 'month' : null,
      source,
    });
  }
  return found;
}

// Liking the home at that price, or asking to see it, accepts the price.
const ACCEPTS = /\b(?:(?:sounds?|looks?|seems?) (?:good|nice|great|perfect|fine|ok|promising|wonderful|awesome|lovely)|i like (?:it|that|this)|that works|works for me|i'?ll take (?:it|that)|within (?:my|our) budget|in (?:my|our) budget|good choice|perfect|great|nice|schedule|book (?:a|the|me)|(?:visit|see|view|tour) (?:it|the|that|this))\b/i;
// "Great. Could you search for other apartments?" moves on from the price rather than accepting it.
const MOVES_ON = /\b(?:other|another|more|else|different|instead)\b/i;
const OBJECTS = /\b(?:too (?:much|expensive|pricey|high)|cheaper|less expensive|lower|(?:quite|that'?s) a lot|can'?t afford|out of (?:my|our) (?:budget|price range)|over (?:my|our) budget)\b/i;

/**
 * The lead's budget: the last amount the lead stated; failing that, the last price the agent quoted that the lead
 * accepted ("$3,500 per month." — "That sounds nice."). A price the lead only heard is not their budget.
 */
export function readBudget(turns: LeadTurn[]): Budget | null {
  let stated: Budget | null = null;
  let accepted: Budget | null = null;
  for (const turn of turns) {
    const amounts = amountsIn(turn.text, 'stated');
    if (amounts.length > 0) stated = amounts[amounts.length - 1];
    if (!turn.question || OBJECTS.test(turn.text) || MOVES_ON.test(turn.text)) continue;
    const quoted = amountsIn(turn.question, 'accepted').filter((b) => b.from === null);
    if (quoted.length > 0 && (ACCEPTS.test(turn.text) || answerOf(turn.text) === 'yes')) accepted = quoted[quoted.length - 1];
  }
  return stated ?? accepted;
}
