import type { ScoreFactor } from '../../../../shared/api.js';
import { MARKET_WORDS } from './market-words.js';
import type { LeadSignals } from './signals.js';

export interface LeadScore {
  /** 0-100, an integer. */
  score: number;
  /** The signals that moved the score most, largest |impact| first. */
  factors: ScoreFactor[];
}

/** Every lead starts here: someone made contact, and nothing is known yet. */
export const BASE_SCORE = 10;
export const MAX_FACTORS = 5;

const INTENT_LABEL = { buy: 'Wants to buy', rent: 'Wants to rent', sell: 'Wants to sell', invest: 'Looking to invest' } as const;

/**
 * The one deterministic scorer, for every adapter: points for what predicts a deal (a viewing above all, then intent,
 * timing, money and specifics), points off for what predicts none. Same signals, same score.
 */
export function scoreLead(signals: LeadSignals): LeadScore {
  const factors: ScoreFactor[] = [];
  const add = (label: string, impact: number) => {
    if (impact !== 0) factors.push({ label, impact });
  };
  const { intent, visit, budget, timeline, home } = signals;

  if (signals.leadMessages === 0) add('No conversation yet', -5);
  if (intent.intent !== 'unknown' && intent.intent !== 'browse') {
    const label = intent.intent === 'sell' && signals.letsOut ? 'Wants to rent out' : INTENT_LABEL[intent.intent];
    if (intent.strength === 'strong') add(label, intent.intent === 'rent' ? 12 : 15);
    else add(`${label} (hinted)`, 6);
  }
  // Below any lead with a plan, above one who said no.
  if (intent.browsing) add('Just browsing', -5);

  const words = MARKET_WORDS[signals.market];
  const Visit = words.visit[0].toUpperCase() + words.visit.slice(1);
  if (visit.requested) add(signals.market === 'us' ? 'Asked to schedule a visit' : `Asked for a ${words.visit}`, 20);
  if (visit.agreed) add(`Agreed to a ${words.visit}`, 15);
  if (visit.booked) add(`${Visit} booked`, 10);
  if (visit.failed) add(`${Visit} could not be booked yet`, -10);
  if (visit.declined) add(`Declined a ${words.visit}`, -15);

  // A seller's or a landlord's figure is their asking price or rent, not a budget.
  const statedFigure = intent.intent === 'sell' ? 'Stated an asking figure' : 'Stated a budget';
  if (budget) add(budget.source === 'stated' ? statedFigure : 'Accepted a quoted price', budget.source === 'stated' ? 8 : 4);
  if (timeline?.urgency === 'now') add(`Timeline: ${timeline.phrase}`, 12);
  if (timeline?.urgency === 'soon') add(`Timeline: ${timeline.phrase}`, 8);
  if (timeline?.urgency === 'later') add(`No rush (${timeline.phrase})`, -5);

  const specifics = [home.bedrooms, home.bathrooms, signals.areas[0], home.propertyType].filter(Boolean).length + home.features.length;
  if (specifics > 0) add(`Gave ${specifics} specific need${specifics === 1 ? '' : 's'}`, Math.min(12, specifics * 3));

  if (signals.financing === 'pre-approved') add(words.preApproved, 12);
  if (signals.financing === 'cash') add(words.cash, 12);
  if (signals.financing === 'mortgage') add(words.mortgageTalk, 5);
  if (signals.financing === 'needs-financing') add(words.noFinance, -3);

  if (signals.contactRequested) add('Asked for contact details', 6);
  const engagement = Math.min(10, Math.max(0, signals.leadMessages - 1));
  if (engagement > 0) add(`${signals.leadMessages} messages from the lead`, engagement);

  if (signals.notInterested) add('Said not interested', -30);
  if (signals.alreadySorted) add('Already found a place', -30);
  if (signals.priceConcern) add('Worried about the price', -5);

  const total = BASE_SCORE + factors.reduce((sum, f) => sum + f.impact, 0);
  const score = Math.max(0, Math.min(100, Math.round(total)));
  // Stable sort: equal impacts keep the order above, so the same lead always lists the same factors.
  const ranked = factors.map((f, i) => ({ f, i })).sort((a, b) => Math.abs(b.f.impact) - Math.abs(a.f.impact) || a.i - b.i);
  return { score, factors: ranked.slice(0, MAX_FACTORS).map(({ f }) => f) };
}
