import { formatMoney } from '../../../../shared/markets.js';
import type { Budget } from './budget.js';
import { MARKET_WORDS } from './market-words.js';
import type { Feature, RoomCount } from './needs.js';
import type { LeadSignals } from './signals.js';

export const MAX_NEEDS = 8;

const FEATURE_LABEL: Record<Feature, string> = {
  garage: 'Garage',
  parking: 'Parking',
  'in-unit laundry': 'In-unit laundry',
  laundry: 'Laundry',
  pets: 'Pets allowed',
  furnished: 'Furnished',
  'semi-furnished': 'Semi-furnished',
  unfurnished: 'Unfurnished',
  pool: 'Pool',
  yard: 'Yard or garden',
  balcony: 'Balcony',
  'air conditioning': 'Air conditioning',
};

/** "about $3,500 a month", "up to ₹1.2 crore", "₹2.5–3 crore": always with the currency, in the market's form. */
export function budgetPhrase(budget: Budget): string {
  const money = formatMoney(budget);
  return budget.from !== null ? money : `${budget.bound} ${money}`;
}

export function rooms(room: RoomCount, unit: 'bedroom' | 'bathroom'): string {
  return `${room.count}${room.atLeast ? '+' : ''} ${unit}${room.count === 1 && !room.atLeast ? '' : 's'}`;
}

/** "3 bedrooms", or "3 BHK" where the market counts that way. */
export function bedroomsPhrase(signals: LeadSignals, room: RoomCount): string {
  return MARKET_WORDS[signals.market].bedrooms(room.count, room.atLeast) ?? rooms(room, 'bedroom');
}

/** What the lead asked for, as short phrases for the lead card: most defining first. */
export function topNeeds(signals: LeadSignals): string[] {
  const { home, budget, intent } = signals;
  const needs: string[] = [];
  if (intent.intent === 'sell') needs.push(signals.letsOut ? 'Rental valuation' : 'Home valuation');
  if (intent.intent === 'invest') needs.push('Rental yield figures');
  if (home.bedrooms) needs.push(home.bedrooms.count === 0 ? 'Studio' : bedroomsPhrase(signals, home.bedrooms));
  if (home.bathrooms) needs.push(rooms(home.bathrooms, 'bathroom'));
  needs.push(...signals.areas.slice(0, 2));
  if (budget) needs.push(`${intent.intent === 'sell' ? 'Asking' : 'Budget'} ${budgetPhrase(budget)}`);
  if (home.propertyType && !needs.includes(home.propertyType)) needs.push(home.propertyType);
  needs.push(...home.features.map((f) => FEATURE_LABEL[f]));
  // A moving horizon is a need; a day named for a viewing ("the 4th") is not.
  const timeline = signals.timeline;
  if (timeline && timeline.urgency !== 'later' && /asap|soon|immediate|urgent|right away|week|month/i.test(timeline.phrase)) {
    needs.push(`Timeline: ${timeline.phrase}`);
  }
  return needs.slice(0, MAX_NEEDS);
}
