import type { LeadIntent } from '../../../../shared/api.js';
import { MARKET_CURRENCY, type Currency } from '../../../../shared/markets.js';
import type { Budget } from './budget.js';
import type { Financing, LeadSignals } from './signals.js';
import { isSupported } from './supported-money.js';
import type { Timeline } from './timeline.js';

/** What a language model reported about a conversation, already validated: the judgement calls the scorer needs. */
export interface ReportedSignals {
  intent: LeadIntent;
  /** The lead said it in words ("we want to buy"), rather than it being inferred. */
  intentExplicit: boolean;
  justBrowsing: boolean;
  visitRequested: boolean;
  visitAgreed: boolean;
  visitBooked: boolean;
  visitFailed: boolean;
  visitDeclined: boolean;
  /** The lead's own budget in whole units of its currency (null: the market's), or null when they gave none. */
  budget: { amount: number; period: 'month' | 'week' | 'total'; currency: Currency | null } | null;
  timeline: Timeline | null;
  financing: Financing | null;
  notInterested: boolean;
  alreadySorted: boolean;
  priceConcern: boolean;
}

/**
 * The one rule for combining a model's reading with the offline one, before the shared scorer runs:
 *
 * - Facts that are literally in the text stay offline: message, word and question counts, rooms, areas, property
 *   type, features, the request for contact details, the viewing's place and day, and a budget the patterns found
 *   (they keep the exact amount). A model paraphrases and can invent numbers; counting and copying are what rules do
 *   best, and these feed the "specific needs" and "engagement" points.
 * - Judgement calls come from the model: intent and how firmly it was said, browsing, every viewing outcome, timing,
 *   financing, "not interested", "already found a place" and price worries. These hinge on negation, context and
 *   who is speaking ("not interested in that one, show me another"), where patterns misfire and a model reads well.
 * - A budget the patterns missed ("the low threes") is taken from the model, only if the conversation states that
 *   amount (an area or a converted figure is not a budget); a model "unknown" intent keeps an
 *   offline hint, so the model can add evidence but not erase a reading it has no alternative to.
 */
export function mergeReportedSignals(read: LeadSignals, reported: ReportedSignals): LeadSignals {
  const keepOfflineHint = reported.intent === 'unknown' && read.intent.intent !== 'unknown' && read.intent.intent !== 'browse';
  const intent = keepOfflineHint
    ? { ...read.intent, browsing: reported.justBrowsing }
    : {
        intent: reported.intent,
        strength: reported.intent === 'unknown' ? ('none' as const) : reported.intentExplicit ? ('strong' as const) : ('weak' as const),
        ruledOut: read.intent.ruledOut.filter((ruled) => ruled !== reported.intent),
        browsing: reported.justBrowsing || reported.intent === 'browse',
      };
  const declined = reported.visitDeclined;
  const positive = reported.visitRequested || reported.visitAgreed;
  return {
    ...read,
    intent,
    budget: read.budget ?? reportedBudget(reported.budget, read),
    timeline: reported.timeline,
    financing: reported.financing,
    visit: {
      ...read.visit,
      requested: reported.visitRequested,
      agreed: reported.visitAgreed,
      // A booking or a failed booking only follows a lead who wanted the viewing and did not then turn it down.
      booked: reported.visitBooked && positive && !declined,
      failed: reported.visitFailed && !reported.visitBooked && positive && !declined,
      declined,
    },
    notInterested: reported.notInterested,
    alreadySorted: reported.alreadySorted,
    priceConcern: reported.priceConcern,
  };
}

/** The model's budget, only when the conversation states that amount: a model may convert, round or invent. */
function reportedBudget(budget: ReportedSignals['budget'], read: LeadSignals): Budget | null {
  if (!budget) return null;
  const currency = budget.currency ?? MARKET_CURRENCY[read.market];
  if (!isSupported(budget.amount, currency, read.amountsSeen)) return null;
  return { amount: budget.amount, from: null, bound: 'about', period: budget.period, currency, currencyNamed: budget.currency !== null, source: 'stated' };
}
