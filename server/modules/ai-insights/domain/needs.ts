import type { LeadTurn } from './conversation.js';
import { COUNT, negatedAt, toCount } from './text.js';

export interface RoomCount {
  count: number;
  /** "at least 2", "2+", "2 or more". */
  atLeast: boolean;
}

export type Feature = 'garage' | 'parking' | 'laundry' | 'in-unit laundry' | 'pets' | 'furnished' | 'semi-furnished' | 'unfurnished' | 'pool' | 'yard' | 'balcony' | 'air conditioning';

export interface HomeNeeds {
  bedrooms: RoomCount | null;
  bathrooms: RoomCount | null;
  propertyType: string | null;
  features: Feature[];
}

const AT_LEAST = String.raw`(?:(at least|minimum(?: of)?|min\.?) ?)?`;
const PLUS = String.raw`(?: ?(\+|or more))?`;
// "2 or more bedrooms" keeps the unit after "or more"; "two-bedroom", "3 bed rooms", "3br", "3 beds".
// "3 BHK" (bedroom, hall, kitchen) is how Indian listings count bedrooms; "2-bed semi" is the UK's.
const BEDROOMS = new RegExp(String.raw`\b${AT_LEAST}${COUNT}${PLUS} ?-? ?(?:bed ?-?rooms?|beds?|bdrms?|bd|br|b\/r|bhk|b\.h\.k\.?|rooms?|roms?)\b`, 'g');
// "1 RK" (room and kitchen) is a studio.
const ROOM_KITCHEN = /\b1 ?rk\b/;
const BATHROOMS = new RegExp(String.raw`\b${AT_LEAST}${COUNT}${PLUS} ?-? ?(?:bath ?-?rooms?|baths?|ba)\b`, 'g');

function lastCount(parts: string[], pattern: RegExp): RoomCount | null {
  let found: RoomCount | null = null;
  for (const clause of parts) {
    for (const match of clause.matchAll(pattern)) {
      const count = toCount(match[2]);
      if (count === null || count > 20 || negatedAt(clause, match.index)) continue;
      found = { count, atLeast: Boolean(match[1] || match[3]) };
    }
  }
  return found;
}

const ANY_COUNT = new RegExp(String.raw`(?<![$\d.,:])\b${COUNT}\b(?!\s*(?:st|nd|rd|th|:|am|pm|o'?clock|dollars|k\b|%)|[.,]\d)`, 'g');
const ROOM_WORDS = /\b(?:bed|bath|room|br|ba)/;

/**
 * "Four, please." or "I think 3 should do the job." means that many bedrooms only when the agent just asked about
 * bedrooms (and not baths too), the reply names no other unit, and it holds one number.
 */
function answeredCount(turn: LeadTurn, unit: 'bed' | 'bath'): RoomCount | null {
  const question = turn.question?.toLowerCase() ?? '';
  const asksCount = /\bhow many\b|\bnumber of\b|\?/.test(question);
  const asksBeds = asksCount && /\bbed ?rooms?\b|\bbeds\b|\brooms\b/.test(question);
  const asksBaths = asksCount && /\bbath/.test(question);
  if (unit === 'bed' ? !asksBeds || asksBaths : !asksBaths || asksBeds) return null;
  const reply = turn.text.toLowerCase();
  if (ROOM_WORDS.test(reply) || reply.split(/\s+/).length > 10) return null;
  const counts = [...reply.matchAll(ANY_COUNT)].map((m) => toCount(m[1])).filter((n): n is number => n !== null && n <= 20);
  if (counts.length !== 1) return null;
  return { count: counts[0], atLeast: /\b(?:at least|or more|minimum)\b|\+/.test(reply) };
}

const TYPES: [RegExp, string][] = [
  [/\b(?:plots?|land parcel)\b/, 'Plot'],
  [/\b(?:row ?houses?)\b/, 'Row house'],
  [/\b(?:independent (?:house|home|bungalow)s?|builder floors?)\b/, 'Independent house'],
  [/\bpenthouses?\b/, 'Penthouse'],
  [/\bmaisonettes?\b/, 'Maisonette'],
  // "a 3 bed terrace", "mid-terrace": the house; "a flat with a terrace" is a roof or a balcony.
  [/\b(?:end[- ]of[- ]terrace|(?:mid|end)[- ]terrace|terraced(?: house)?|terrace house|(?:\d|two|three|four|five)[- ]?bed(?:room)?(?:ed)?[- ]terrace|(?:victorian|edwardian|georgian|period|stone|brick|red[- ]brick|little|small) terrace)\b/, 'Terraced house'],
  [/\bsemi[- ]?detached\b|\bsemi\b(?! ?-?furnished)/, 'Semi-detached house'],
  [/\bdetached(?: house| home)?\b/, 'Detached house'],
  [/\b(?:town ?house|town ?home)s?\b/, 'Townhouse'],
  [/\bcondo(?:minium)?s?\b/, 'Condo'],
  [/\bstudios?\b/, 'Studio'],
  [/\bvillas?\b/, 'Villa'],
  [/\bduplex(?:es)?\b/, 'Duplex'],
  // "Ours has the loft done", "a loft conversion": the room in the roof of a house, not a loft apartment.
  [/(?<!\b(?:the|our|my|its|their|his|her|boarded|converted|big|large) )\blofts?\b(?! ?(?:conversion|converted|extension|room|space|insulation|ladder|done|boarded|storage|bedroom))/, 'Loft'],
  [/\bbungalows?\b/, 'Bungalow'],
  [/\b(?:single[- ]family (?:home|house)|houses?)\b/, 'House'],
  [/\bflats?\b/, 'Flat'],
  [/\b(?:ap(?:p)?artments?)\b/, 'Apartment'],
];

const FEATURES: [RegExp, Feature][] = [
  [/\bgarage\b/, 'garage'],
  [/\b(?:parking|carport|car park)\b/, 'parking'],
  [/\bin[- ]?unit (?:laundry|washer)|\b(?:laundry|washer)(?: machines?)? (?:in|inside) the (?:unit|apartment|house|home)\b/, 'in-unit laundry'],
  [/\b(?:laundry|washer|washing machine|dryer)\b/, 'laundry'],
  [/\b(?:pets?|dogs?|cats?|pet[- ]friendly)\b/, 'pets'],
  [/\bunfurnished\b/, 'unfurnished'],
  [/\bsemi[- ]?furnished\b/, 'semi-furnished'],
  [/\b(?<!un|semi[- ]?)furnished\b/, 'furnished'],
  [/\b(?:pool|swimming pool)\b/, 'pool'],
  [/\b(?:yard|garden|backyard)\b/, 'yard'],
  [/\bbalcon(?:y|ies)\b/, 'balcony'],
  [/\b(?:air conditioning|a\/c|ac)\b/, 'air conditioning'],
];

function featuresIn(parts: string[], into: Set<Feature>): void {
  for (const clause of parts) {
    for (const [pattern, feature] of FEATURES) {
      const match = pattern.exec(clause);
      // "I don't need a garage" is not a need; "Do they allow pets?" is.
      if (match && !negatedAt(clause, match.index)) into.add(feature);
    }
  }
  if (into.has('in-unit laundry')) into.delete('laundry');
}

/** What the lead wants from the home, in the lead's own words; a later answer replaces an earlier one. */
export function readHomeNeeds(turns: LeadTurn[]): HomeNeeds {
  const needs: HomeNeeds = { bedrooms: null, bathrooms: null, propertyType: null, features: [] };
  const features = new Set<Feature>();
  for (const turn of turns) {
    // "Villa Monterey", "Country Club Apartments" are names, not the kind of home wanted.
    const unnamed = turn.text.replace(/\b\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{L}'’-]*)+/gu, ' ').toLowerCase();
    const studio = turn.clauses.some((clause) => ROOM_KITCHEN.test(clause)) ? { count: 0, atLeast: false } : null;
    needs.bedrooms = lastCount(turn.clauses, BEDROOMS) ?? studio ?? answeredCount(turn, 'bed') ?? needs.bedrooms;
    needs.bathrooms = lastCount(turn.clauses, BATHROOMS) ?? answeredCount(turn, 'bath') ?? needs.bathrooms;
    for (const [pattern, label] of TYPES) {
      if (pattern.test(unnamed)) {
        needs.propertyType = label;
        break;
      }
    }
    featuresIn(turn.clauses, features);
  }
  needs.features = [...features];
  return needs;
}
