import type { LeadSignals } from './signals.js';
import { MARKET_WORDS } from './market-words.js';
import { budgetPhrase, rooms, topNeeds } from './top-needs.js';

export interface LeadInsights {
  topNeeds: string[];
  summary: string;
  nextBestAction: string;
}

const VERB = { buy: 'buy', rent: 'rent', sell: 'sell', invest: 'invest', browse: 'browse' } as const;

/** "3 bedrooms" → "3-bedroom", "2+ bedrooms" → "2+ bedroom", as words before a noun. */
function sized(phrase: string): string {
  return phrase.replace(/^(\d+(?:\.5)?) (\w+?)s?$/, '$1-$2').replace(/^(\d+(?:\.5)?\+) (\w+?)s?$/, '$1 $2');
}

/** "a 3-bedroom, 2-bathroom apartment in Fremont" from what the lead asked for; "a home" when they said nothing. */
function homePhrase(signals: LeadSignals, withArea = true): string {
  const { bedrooms, bathrooms, propertyType } = signals.home;
  const sizes = [
    bedrooms && bedrooms.count > 0 ? (MARKET_WORDS[signals.market].bedrooms(bedrooms.count, bedrooms.atLeast) ?? sized(rooms(bedrooms, 'bedroom'))) : null,
    bathrooms ? sized(rooms(bathrooms, 'bathroom')) : null,
  ].filter(Boolean);
  const type = bedrooms?.count === 0 ? 'studio' : (propertyType?.toLowerCase() ?? 'home');
  const words = [...sizes.map((s, i) => (i < sizes.length - 1 ? `${s},` : s)), type].join(' ');
  const article = /^[aeiou8]|^11-|^18-/.test(words) ? 'an' : 'a';
  return `${article} ${words}${withArea && signals.areas[0] ? ` in ${signals.areas[0]}` : ''}`;
}

function inArea(signals: LeadSignals): string {
  return signals.areas[0] ? ` in ${signals.areas[0]}` : '';
}

/** " next Monday", " on March 13th", " tomorrow", or nothing. */
function onDay(when: string | null): string {
  if (!when) return '';
  return /^(?:next|this|today|tomorrow)\b/i.test(when) ? ` ${when}` : ` on ${when}`;
}

function viewing(signals: LeadSignals): string {
  const { place, when } = signals.visit;
  return `the ${MARKET_WORDS[signals.market].visit}${place ? ` at ${place}` : ''}${onDay(when)}`;
}

function whatTheyWant(signals: LeadSignals): string {
  const { intent, budget } = signals;
  const who = signals.name || 'This lead';
  const money = budget ? `, budget ${budgetPhrase(budget)}` : '';
  const ruledOut = intent.ruledOut.find((i) => i !== intent.intent && i !== 'browse');
  const not = ruledOut ? `, not ${VERB[ruledOut]}` : '';
  switch (intent.intent) {
    case 'buy':
    case 'rent':
      return `${who} wants to ${intent.intent} ${homePhrase(signals)}${money}${not}.`;
    case 'sell':
      // A seller's or a landlord's figure is what they ask, not a budget.
      return `${who} wants to ${signals.letsOut ? 'rent out' : 'sell'} their ${signals.home.propertyType?.toLowerCase() ?? 'home'}${inArea(signals)}${budget ? `, asking ${budgetPhrase(budget)}` : ''}.`;
    case 'invest':
      return `${who} is looking for an investment property${inArea(signals)}${money}.`;
    case 'browse':
      return `${who} is just browsing${signals.areas[0] || signals.home.bedrooms ? `, looking at ${homePhrase(signals)}` : ''}.`;
    default:
      if (signals.leadMessages === 0) return `There is no conversation with ${who} yet.`;
      return `${who} has not said whether they want to buy or rent${signals.areas[0] || signals.home.bedrooms ? `; they asked about ${homePhrase(signals)}` : ''}${money}.`;
  }
}

function whereItStands(signals: LeadSignals): string | null {
  const { visit } = signals;
  const words = MARKET_WORDS[signals.market];
  if (signals.notInterested) return 'They said they are not interested.';
  if (signals.alreadySorted) return 'They have already found a place.';
  if (visit.booked) return `A ${words.visit} is booked${visit.place ? ` at ${visit.place}` : ''}${onDay(visit.when)}.`;
  if (visit.failed) return `They wanted to see ${visit.place ?? 'a home'}${onDay(visit.when)}, but the ${words.visit} could not be booked.`;
  if (visit.requested || visit.agreed) return `They want to see ${visit.place ?? 'a home'}${onDay(visit.when)}.`;
  if (visit.declined) return `They turned down a ${words.visit} for now.`;
  if (signals.priceConcern) return 'They found the prices high.';
  if (signals.financing === 'pre-approved') return words.preApprovedNote;
  if (signals.financing === 'cash') return words.cashNote;
  if (signals.timeline?.urgency === 'now') return `They want ${signals.intent.intent !== 'sell' ? 'to move' : signals.letsOut ? 'a tenant' : 'to sell'} ${signals.timeline.phrase}.`;
  return null;
}

function nextBestAction(signals: LeadSignals): string {
  const { intent, visit, financing } = signals;
  const words = MARKET_WORDS[signals.market];
  const listings = `${signals.priceConcern ? 'cheaper ' : ''}listings for ${homePhrase(signals)}`;
  if (signals.notInterested || signals.alreadySorted) return 'Close politely: thank them, confirm they want no more messages, and mark the lead closed.';
  if (signals.leadMessages === 0) return 'Introduce yourself and ask what they are looking for: to buy, rent or sell, where, and by when.';
  if (visit.failed) return `Call to book ${viewing(signals).replace(/^the /, 'a ')} at another time, and send two similar listings${inArea(signals)}.`;
  if (visit.requested || visit.agreed || visit.booked) {
    if (intent.intent === 'rent') return `Confirm ${viewing(signals)} and send two similar listings${inArea(signals)}.`;
    if (intent.intent === 'buy' && (financing === 'pre-approved' || financing === 'cash')) {
      return `Confirm ${viewing(signals)} and bring recent sale prices of similar homes${inArea(signals)}.`;
    }
    if (intent.intent === 'buy') return `Confirm ${viewing(signals)} and suggest ${words.financeStep} before it.`;
    return `Confirm ${viewing(signals)} and ask whether they want to buy or rent.`;
  }
  if (visit.declined) return `Send a short list of ${listings} and offer a ${words.visit} when they are ready.`;
  switch (intent.intent) {
    case 'sell':
      if (signals.letsOut) return `Offer a rental valuation of their home${inArea(signals)} and agree the terms to find them a tenant.`;
      return `Offer a free valuation of their home${inArea(signals)} and book a listing appointment.`;
    case 'invest':
      return `Send investment listings${inArea(signals)} with rent and yield estimates, and ask about budget and financing.`;
    case 'browse':
      return `Nurture: add them to the monthly market update${signals.areas[0] ? ` for ${signals.areas[0]}` : ''} and check in again in a few weeks.`;
    case 'buy':
      if (financing === 'pre-approved' || financing === 'cash') return `Send ${listings} and offer ${words.visit}s this week.`;
      return `Suggest ${words.financeStep}, then send ${listings} and offer a ${words.visit}.`;
    case 'rent':
      return `Send ${listings}${signals.budget ? '' : ', ask their monthly budget,'} and offer a ${words.visit}.`;
    default:
      return 'Ask whether they want to buy or rent, and their budget, area and timeline.';
  }
}

/** The words on the lead card: needs, a one- or two-sentence summary, and what to do next. */
export function writeInsights(signals: LeadSignals): LeadInsights {
  const status = whereItStands(signals);
  return {
    topNeeds: topNeeds(signals),
    summary: status ? `${whatTheyWant(signals)} ${status}` : whatTheyWant(signals),
    nextBestAction: nextBestAction(signals),
  };
}
