import type { LeadIntent } from '../../../../shared/api.js';
import { MARKET_CURRENCY, type Market, type MoneyAmount } from '../../../../shared/markets.js';
import { isMonthly } from './budget.js';
import type { Turn } from './conversation.js';
import { moneyIn, type MoneyMention } from './money.js';
import { BUDGET_DOUBT_MODEL } from './budget-doubt-model.js';

/**
 * How likely a budget the rules read is to be wrong, from what surrounds it rather than from its exact wording: no limit
 * word beside it, a hedge, a browsing lead, a figure with no period, foreign money in the chat, a call note…
 *
 * Why a learned check on top of the rules: every rule was written from a conversation it then reads right, so the
 * rules cannot say where they are unsure. Fresh conversations can: the code of each day, run on the next batch of
 * writers before anyone read it, showed wrong budgets where these signs gather (docs/ai-evaluation.md, "Budgets the
 * analyzer doubts"). A logistic regression over them, cross-validated by batch, picks the few budgets that are wrong
 * at least one time in three; those are not shown, because unknown is better than wrong.
 */
export interface DoubtInput {
  turns: Turn[];
  market: Market;
  intent: LeadIntent;
  budget: MoneyAmount;
}

export const DOUBT_FEATURES = [
  'monthly', 'noPeriod', 'foreignShown', 'foreignAny', 'buying', 'renting', 'selling', 'browsing', 'notInLeadWords', 'otherSameKind',
  'limitNear', 'hedgeNear', 'questionAfter', 'oneMessage', 'callNote', 'india', 'bounded', 'moneyMessages', 'sellerNoPeriod',
  'buyerMonthly', 'perPerson', 'hindi', 'oddRange',
] as const;
export type DoubtFeature = (typeof DOUBT_FEATURES)[number];

export interface DoubtModel {
  bias: number;
  weights: Record<DoubtFeature, number>;
  /** A budget whose doubt is above this is not shown. */
  threshold: number;
}

const LIMIT_WORDS = /\b(?:budget|bajet|max|upto|up to|afford|tak|limit|ceiling|tops|spend)\b/i;
const HEDGE_WORDS = /\b(?:around|about|approx|roughly|ish|aas ?paas|lagbhag)\b|~/i;
const CALL_NOTE = /\b(?:call(?:ed)?|spoke|note|told (?:him|her|them)|client (?:said|says|wants))\b/i;
const HINDI_WORDS = /\b(?:hai|nahi|chahiye|kya|karna|tak|lena|hoga)\b/i;
/** Below this a figure is a count or a fee, never a home's money: it does not compete with the budget. */
const SMALLEST = 200;

interface Mention extends MoneyMention {
  text: string;
}

function sameFigure(a: number, b: number): boolean {
  return Math.abs(a - b) <= 0.01 * Math.max(a, b);
}

/** The words of a mention's sentence before it and after it, up to the sentence's stop. A bound word the mention starts
 * with ("max 300k", "around 300k") is the mention's own: `bounded` reads it, and a hedge there is no sign of doubt. */
function around(m: Mention): string {
  const before = m.text.slice(Math.max(0, m.index - 80), m.index).split(/[.!?\n]\s/).at(-1) ?? '';
  const after = m.text.slice(m.end, m.end + 60).split(/(?<=[.!?\n])/)[0];
  return `${before} | ${after}`;
}

/** The signs, each 0 to 1 (counts as log(1 + n)), the model weighs. */
export function doubtFeatures({ turns, market, intent, budget }: DoubtInput): Record<DoubtFeature, number> {
  const currency = MARKET_CURRENCY[market];
  const lead = turns.filter((t) => t.speaker === 'lead');
  // Each message's money, read once.
  const mentionsOf = (of: Turn[]): Mention[][] => of.map((t) => moneyIn(t.text).map((m) => ({ ...m, text: t.text })));
  const leadMoneyByMessage = mentionsOf(lead);
  const leadMoney = leadMoneyByMessage.flat();
  const agentMoney = mentionsOf(turns.filter((t) => t.speaker === 'agent')).flat();
  const monthlyKind = (m: { amount: number; period: 'month' | 'week' | null; currency: MoneyMention['currency'] }) => isMonthly({ ...m, currency: m.currency ?? currency });
  const own = leadMoney.filter((m) => sameFigure(m.amount, budget.amount) || (m.from !== null && budget.from !== null && sameFigure(m.from, budget.from)));
  const said = own.at(-1);
  const context = said ? around(said) : '';
  const budgetMonthly = monthlyKind({ ...budget, period: budget.period === 'total' ? null : budget.period });
  const others = new Set(leadMoney.filter((m) => m.amount >= SMALLEST && monthlyKind(m) === budgetMonthly && !sameFigure(m.amount, budget.amount)).map((m) => Math.round(m.amount)));
  const leadText = lead.map((t) => t.text).join('\n');
  const byMonth = budget.period === 'month' || budget.period === 'week';
  const flag = (yes: boolean) => (yes ? 1 : 0);
  return {
    monthly: flag(byMonth),
    noPeriod: flag(budget.period === null),
    foreignShown: flag(budget.currency !== currency),
    foreignAny: flag([...leadMoney, ...agentMoney].some((m) => m.currency !== null && m.currency !== currency)),
    buying: flag(intent === 'buy'),
    renting: flag(intent === 'rent'),
    selling: flag(intent === 'sell'),
    browsing: flag(intent === 'browse'),
    notInLeadWords: flag(said === undefined),
    otherSameKind: Math.log1p(others.size),
    limitNear: flag(LIMIT_WORDS.test(context)),
    hedgeNear: flag(HEDGE_WORDS.test(context)),
    questionAfter: flag(/\?/.test(context.split(' | ')[1] ?? '')),
    oneMessage: flag(turns.length <= 1),
    callNote: flag(CALL_NOTE.test(turns.map((t) => t.text).join('\n').slice(0, 300))),
    india: flag(market === 'in'),
    bounded: flag(said !== undefined && said.bound !== 'about'),
    moneyMessages: Math.log1p(leadMoneyByMessage.filter((mentions) => mentions.length > 0).length),
    sellerNoPeriod: flag(intent === 'sell' && budget.period === null),
    buyerMonthly: flag((intent === 'buy' || intent === 'invest') && byMonth),
    perPerson: flag(budget.perPerson === true),
    hindi: flag(HINDI_WORDS.test(leadText)),
    oddRange: flag(budget.from !== null && budget.from < 0.6 * budget.amount),
  };
}

/** The model's doubt, 0 to 1 (trained with the wrong answers weighted up to the right ones' number: a rank, not a rate). */
export function doubtOf(features: Record<DoubtFeature, number>, model: DoubtModel = BUDGET_DOUBT_MODEL): number {
  const z = DOUBT_FEATURES.reduce((sum, name) => sum + model.weights[name] * features[name], model.bias);
  return 1 / (1 + Math.exp(-z));
}

/** Whether a budget is too doubtful to show. */
export function tooDoubtful(input: DoubtInput, model: DoubtModel = BUDGET_DOUBT_MODEL): boolean {
  return doubtOf(doubtFeatures(input), model) > model.threshold;
}
