import type { Currency } from '../../../../shared/markets.js';

/** What the money in a conversation is for: a home's price, a monthly rent, or not yet known. */
export type MoneyPurpose = 'price' | 'rent' | null;

// A small bare number is money only next to words about money, and never when it counts, dates or times something
// ("2 bed", "Sunday 11", "the 4th"). Strong words say it is the lead's limit ("max 1.2", "450 tops", "around the 280
// mark", "budget 45"); weak ones ("around 1.1", "we'd take 315", "1.35 works") only with an amount in the chat to
// read it against.
/** "60 tak" (Hindi), "12 hajar sudhi" (Gujarati), "40 lakh paryant" (Marathi), "1.2 cr porjonto" (Bengali), "varaku"
 * (Telugu): up to, said after the number. The budget reader's limit words use the same list. */
export const INDIAN_UP_TO = String.raw`tak|sudhi|paryant|porjonto|porjanto|varaku`;
const STRONG_BEFORE = /\b(?:(?:we |i )?(?:can|could) do(?: that)?,?|can (?:we|i|you|u) do|(?:no|not) more than|not above|nothing (?:above|over)|budget(?:['’]s)?(?: (?:would|will|should|could|might) be(?: between)?)?|bajet|bujet|max(?:imum)?|upto|up to|under|below|sub|at least|min(?:imum)?|(?:spend|pay) (?:any )?(?:more than|over|above)|spend|afford|pay|ceiling|limit|range|go to|go up to|go (?:above|over|beyond)|going (?:above|over|beyond)|stretch(?: to)?|(?:my|our) (?:number|figure)|(?:could|can|would|will|we['’]?d|i['’]?d) go|(?:i['’]?ll|we['’]?ll|i will|we will|i['’]?d|we['’]?d) (?:take|accept|settle for)|top whack(?: is| would be)?|anything (?:over|above|from|north of)|(?:we['’]?re|we are|i['’]?m|i am) at)\s+(?:the\s+|of\s+|is\s+)?(?:about\s+|around\s+|roughly\s+|bout\s+|abt\s+)?$/i;
const STRONG_AFTER = new RegExp(
  String.raw`^\s*(?:is\s+|hi\s+|hee\s+)?(?:(?:genuinely|really|definitely|absolutely|honestly|bang on|right on|spot on|exactly)\s+)?(?:(?:my|our|the)\s+)?(?:absolute\s+|total\s+|real\s+|hard\s+|upper\s+)?(?:max|maximum|tops|limit|ceiling|budget|price range|range|mark|${INDIAN_UP_TO})\b|^\s*is (?:the|my|our) (?:very )?top\b|^\s*(?:altogether|in total)\b|^\s*[?.!,]?\s*(?:that['’]?s|thats|that is|which is)\s+(?:really\s+|definitely\s+|absolutely\s+)?(?:my|our|the)\s+(?:absolute\s+|very\s+)?(?:max|maximum|limit|ceiling|top|budget)\b|^\s*to (?:spend|play with)\b|^\s*at a (?:real |big |massive |bit of a )?(?:push|stretch)\b|^\s*all[- ]in(?:clusive)?\b|^\s*(?:(?:se|er|chya|kku|ku) (?:upar|upor|var|mele|kam|kami|beshi)|kante (?:takkuva|thakkuva|ekkuva))\b|^\s*(?:ke )?(?:andar|bhitar|bheetar|beech|bich)\b|^\s*(?:ka |ki )?range\b`,
  'i',
);
const WEAK_BEFORE = /\b(?:around|about|maybe|perhaps|price|offer(?:ing)?|bid|take|accept|go with|happy with|content with|settle for|between|tak|se|at|for|looking(?: at| for)?|get|want)\s+(?:the\s+)?$/i;
const WEAK_AFTER = /^\s*-?\s*(?:works|final|only|(?:pe|te|par|ma|madhe) (?:done|deal|list|final|fix)|theek hai|thik hai|theek h|thik h|thik ache|chalega|(?:ke )?aas ?paas|ok|okay|fine|done|is fine|is ok|is grand|is too|is more|is above|is a bit|is steep|all inclusive|all in|negotiable|ish)\b/i;
const COUNTS_OR_TIMES_AFTER = /^(?:st|nd|rd|th)\b|^\s*(?::|%|x\b|(?:am|pm|a\.m|p\.m|baje|vage|o'?clock|days?|weeks?|months?|years?|yrs?|mins?|minutes?|hours?|hrs?|floors?|storey|beds?|bedrooms?|bhk|rk|baths?|bathrooms?|people|persons?|kids|children|adults|members|sq|percent|cars?|km|miles?|units?|flats?|houses?|apartments?|plots?|properties)\b)/i;
const TIMES_BEFORE = /\b(?:mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|today|tomorrow|tonight|kal|morning|evening|afternoon|by|on|till|until|from|date|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|flat|no|number|plot|sector|phase|floor|unit|block|tower|(?:month|mahine|mahina|maheene)(?:\s+(?:ki|ka|ke|ko))?)\s*$/i;

// "15 tak shift karna hai", "10 se pehle": a day of the month in Hindi, not money.
const DAY_AFTER_HINDI = /^\s*(?:tarikh|tareekh|(?:tak|se|ko)\s+(?:shift|move|shifting|moving|possession|pehle|join|khali))/i;

const COUNT_JUST_BEFORE = /\b\d+\s*(?:months?|years?|weeks?|days?|people|persons?)\b\D{0,15}$/i;

/** Whether a number written without a unit, with `before` and `after` its words around it, reads as money. */
// "Friday afternoon would be ideal, 3ish?": an hour said with "ish".
const ISH_AFTER = /^\s*-?ish\b/i;
const DAY_OR_TIME_BEFORE = /\b(?:morning|afternoon|evening|tonight|today|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun)\b/i;

export function bareMoneyCue(before: string, after: string): 'strong' | 'weak' | null {
  if (ISH_AFTER.test(after) && DAY_OR_TIME_BEFORE.test(before)) return null;
  // "10 months deposit?! Max 5": a count answered with a count.
  if (COUNTS_OR_TIMES_AFTER.test(after) || DAY_AFTER_HINDI.test(after) || TIMES_BEFORE.test(before) || COUNT_JUST_BEFORE.test(before)) return null;
  if (STRONG_BEFORE.test(before) || STRONG_AFTER.test(after)) return 'strong';
  return WEAK_BEFORE.test(before) || WEAK_AFTER.test(after) ? 'weak' : null;
}

const SCALES: Record<Currency, number[]> = { INR: [1, 1e3, 1e5, 1e7], GBP: [1, 1e3, 1e6], USD: [1, 1e3, 1e6] };

/**
 * The amount a number written without its unit stands for. People drop the unit once it is clear: "1.35 is too much,
 * max 1.2" after "asking 1.35 cr", "we're at 450 max" after "guide £475k", "15 se 18" for a rent in thousands.
 *
 * With an amount already in the chat (`reference`), the unit that puts the number nearest to it wins, if it lands
 * within a factor of three. Without one, the purpose decides: prices in India in lakh (10–999) or crore (below 10),
 * in the UK and US in thousands (100–999); rents in India in thousands; and only after a strong cue. Anything else
 * stays unread: a bare "450" in a chat that says nothing about what it is for is not shown as £450.
 */
export function scaleBare(value: number, currency: Currency, purpose: MoneyPurpose, reference: number | null, cue: 'strong' | 'weak'): number | null {
  if (value >= 1000) return value;
  if (reference !== null) {
    const ratio = (scale: number) => Math.abs(Math.log((value * scale) / reference));
    const nearest = SCALES[currency].reduce((best, scale) => (ratio(scale) < ratio(best) ? scale : best));
    // A limit ("max 1.2") may sit well below the price it answers; an echo ("1.35 works") is that price or near it.
    if (ratio(nearest) <= Math.log(cue === 'strong' ? 3 : 1.5)) return value * nearest;
    // The chat's own amounts are of another size ("10 months deposit? Max 5" in a ₹19k rent chat): unread.
    return null;
  }
  if (cue === 'weak') return null;
  if (purpose === 'price') {
    if (currency === 'INR') return value < 10 ? value * 1e7 : value * 1e5;
    if (value >= 100) return value * 1e3;
    return value < 10 && !Number.isInteger(value) ? value * 1e6 : null;
  }
  if (purpose === 'rent') {
    if (currency === 'INR') return value >= 5 && value < 500 ? value * 1e3 : null;
    if (value < 10 && !Number.isInteger(value)) return value * 1e3;
    return value >= 100 ? value : null;
  }
  return null;
}
