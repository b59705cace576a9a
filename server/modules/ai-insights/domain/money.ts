import type { Currency } from '../../../../shared/markets.js';

/**
 * Money as people write it in chats in India, the UK and the US: "₹1.2 cr", "80L-1Cr", "1,20,00,000", "rent upto 35k",
 * "£1,250 pcm", "£400–450k", "between 350 and 400 grand", "half a million", "$2,400 a month".
 *
 * Written here rather than taken from a library: the money parsers on npm read one amount in a known format (a price
 * field, "$1,234.56"), not amounts inside free text with lakh and crore, ranges, periods and numbers in words.
 *
 * Every pattern is bounded: numbers start where no digit is before them and end where none follows, so a run of
 * 20,000 digits is read once, not tried at every start (see the offline-analysis time test).
 */
export interface MoneyMention {
  /** Whole units of the currency; for a range, its top. */
  amount: number;
  /** The bottom of a range, else null. */
  from: number | null;
  /** The currency the text names (a symbol, a code, "rupees", or lakh/crore, which only rupees use), or null. */
  currency: Currency | null;
  period: 'month' | 'week' | null;
  /** under, up to… → 'up to'; over, at least… → 'at least'; else 'about'. */
  bound: 'about' | 'up to' | 'at least';
  /** The text marks it as money (a currency, a scale word, a period), not just a number near money words. */
  marked: boolean;
  /** The bound word the match starts with ("max ", "under "), or ''. */
  boundText: string;
  index: number;
  end: number;
}

const UNITS: Record<string, number> = {
  zero: 0, a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11,
  twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  // Hindi, as Indian buyers type it in Latin letters: "ek crore", "dedh cr", "dhai crore", "paanch lakh".
  ek: 1, do: 2, teen: 3, char: 4, chaar: 4, paanch: 5, panch: 5, dedh: 1.5, dhai: 2.5, dhaai: 2.5, adhai: 2.5,
  chhe: 6, saat: 7, aath: 8, nau: 9, das: 10, barah: 12, baarah: 12, pandrah: 15, bees: 20, pachees: 25, pachchis: 25,
  tees: 30, chalis: 40, chaalis: 40, chalees: 40, chaalees: 40, pachas: 50, pachaas: 50, saath: 60, sattar: 70, assi: 80, nabbe: 90,
  // The fives people round prices to: "pachas-pachpan lakh", "sattar-pachattar".
  paintees: 35, paintalis: 45, pachpan: 55, painsath: 65, pachattar: 75, pachhattar: 75, pachasi: 85, pachchasi: 85, pachanve: 95, pachaanve: 95,
};
const WORD = String.raw`(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)`;
// "two eighty", "four-fifty", "two twenty five": a price said in hundreds (280, 450, 225), read after "about" or a
// limit ("I can go up to two twenty five").
const DIGIT_WORD = String.raw`one|two|three|four|five|six|seven|eight|nine`;
// "one point two five million": a decimal said in words.
const POINT_WORDS = String.raw`(?:zero|${DIGIT_WORD}) point(?: (?:zero|${DIGIT_WORD})){1,3}`;
const SPOKEN = String.raw`(?:${DIGIT_WORD})[ -](?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ -](?:${DIGIT_WORD}))?|ten|eleven|twelve|fifteen)`;
/** SPOKEN with its parts captured, to read its value. */
const SPOKEN_PARTS = new RegExp(`^(${DIGIT_WORD})[ -](twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|ten|eleven|twelve|fifteen)(?:[ -](${DIGIT_WORD}))?$`);
const HINDI = String.raw`(?:ek|do|teen|chaa?r|paa?nch|dedh|dhaa?i|adhai|chhe|saath?|aath|nau|das|baa?rah|pandrah|bees|pachees|pachchis|tees|chaa?lis|chaa?lees|pachaa?s|sattar|assi|nabbe|paintees|paintalis|pachpan|painsath|pachh?attar|pachc?hasi|pachaa?nve)`;
// "sawa 2 crore" (or "sava") is 2.25, "saadhe teen" 3.5, "paune do" 1.75: a quarter more, a half more, a quarter less.
const HINDI_FRACTION: Record<string, number> = { sawa: 0.25, sava: 0.25, saade: 0.5, saadhe: 0.5, sadhe: 0.5, paune: -0.25 };
// "one and a half", "two hundred and fifty" (or "n", "&"), "twenty five", "half a", "ek", "saadhe teen": numbers in words, only
// ever read before a scale word.
const WORDS = String.raw`(?:half an?|${POINT_WORDS}|${SPOKEN}(?![ -](?:hundred|and a half))|sa[wv]a(?= )|(?:(?:sa[wv]a|saa?dhe|saade|paune) )?(?:${HINDI}(?=[ -])|(?<![\d.,])\d+(?:\.\d+)?(?= ))|${WORD}(?:[ -](?:${DIGIT_WORD}))?(?: hundred(?: (?:and|n|&) ${WORD}(?:[ -](?:${DIGIT_WORD}))?)?)?(?: and a half)?)`;
// Indian grouping "1,20,00,000", Western "1,200,000", or plain digits with a decimal part.
// "Rs.18,000": a stop after letters may touch the number; after a digit it makes a decimal.
const DIGITS = String.raw`(?<![\d,])(?<!\d\.)(?:\d{1,3}(?:,\d{2,3})+|\d+)(?:\.\d+)?(?![\d,]\d)`;
const PREFIX = String.raw`₹|rs\.?|inr|£|gbp|us\$|\$|usd`;
// Lakh and crore written every way; "L" and "m" only straight after the digits ("80L", "1.2m"), where they cannot
// be a word of their own ("2 m from the station" is a distance, "L" a size).
// "20 vela" (Telugu), "25 saavira" (Kannada), "30 aayiram" (Tamil): a thousand in south Indian languages.
const SOUTH_THOUSAND = String.raw`vela|velu|saavira|savira|aayiram|ayiram`;
const SCALE = String.raw`lakhs?|lacs?|crores?|crs?\.?|karod|karor|thousand|grand|hazaa?r|hajaa?r|${SOUTH_THOUSAND}|million|mn|mil|k`;
const SUFFIX = String.raw`rupees?|rs\.?|inr|pounds?(?: sterling)?|sterling|quid|gbp|(?:us |american )?dollars?|bucks|usd`;
const PERIOD = String.raw`per month|a month|each month|monthly|mahine|mahina|mahino|nelaki|pcm|p\.c\.m\.?|pm|p\.m\.|\/ ?month|\/ ?mo|per week|a week|each week|weekly|pw|pppw|pp ?pw|p\.w\.|\/ ?week|\/ ?wk|a wk|per wk|p\/wk`;
// Hindi and Telugu month words: after a small number they count months ("2 mahine"), after money they make a rent.
const HINDI_MONTHS = /^(?:mahine|mahina|mahino|nelaki)$/i;
const BOUND = String.raw`under|below|sub|less than|up ?to|not more than|no more than|max(?:imum)?(?: of)?|within|at most|around|about|roughly|approx(?:imately|\.)?|~|over|above|at least|more than|min(?:imum)?(?: of)?|offers? over|offers? in excess of|oieo|in the region of|between`;
const SCALE_WORD = String.raw`lakhs?|lacs?|crores?|crs?|karod|karor|thousand|grand|hazaa?r|hajaa?r|${SOUTH_THOUSAND}|million|mil|mn|rupees?|pounds?|quid|dollars?|bucks`;

/** One amount; the group names end in `n` so a range holds two. */
function amountPattern(n: 1 | 2): string {
  return (
    String.raw`(?<![\p{L}\d])(?:(?<prefix${n}>${PREFIX})\s?)?` +
    // A number in words is read before a unit ("two lakh", "four hundred grand") or after a limit word ("maximum
    // fifteen"), where it can only be an amount; "one of them" is not money.
    String.raw`(?:(?<digits${n}>${DIGITS})|(?<words${n}>${WORDS})(?:(?=\s(?:${SCALE_WORD}|a week|a month|per week|per month|pcm|pw|tops|max|maximum|all in|all-in)\b)|(?=\s?(?:-|–|to|se)\s?${WORDS}\s(?:${SCALE_WORD})\b|\sand\s${WORDS}\s(?:${SCALE_WORD})\b)|(?<=\b(?:max|maximum|upto|up to|tops|budget|budget is)\s${WORDS}|\b(?:about|around|roughly|max|maximum|upto|up to)\s${SPOKEN})(?![\p{L}-])))` +
    String.raw`(?:\s?(?<scale${n}>${SCALE})(?![\p{L}\d])|(?<short${n}>[lm])(?![\p{L}\d]))?` +
    String.raw`(?:\s?(?<suffix${n}>${SUFFIX})(?![\p{L}])|,\s?(?<sterling${n}>sterling)(?![\p{L}]))?`
  );
}

const MONEY = new RegExp(
  String.raw`(?:(?<bound>${BOUND})\s+)?${amountPattern(1)}(?:\s{0,2}(?<sep>-|–|—|to|and|or|se)\s?${amountPattern(2)})?(?:\s?(?<period>${PERIOD})(?![\p{L}]))?`,
  'giu',
);

const SCALES: Record<string, number> = { k: 1e3, thousand: 1e3, grand: 1e3, hazar: 1e3, hazaar: 1e3, hajar: 1e3, hajaar: 1e3, ...Object.fromEntries(SOUTH_THOUSAND.split('|').map((word) => [word, 1e3])), l: 1e5, lakh: 1e5, lac: 1e5, cr: 1e7, crore: 1e7, karod: 1e7, karor: 1e7, m: 1e6, mn: 1e6, mil: 1e6, million: 1e6 };

function scaleOf(word: string | undefined): number | null {
  if (!word) return null;
  const key = word.toLowerCase().replace(/\.$/, '').replace(/s$/, '');
  return SCALES[key] ?? null;
}

const INDIAN_SCALE = new RegExp(String.raw`^(?:l|lakhs?|lacs?|crores?|crs?\.?|karod|karor|hazaa?r|hajaa?r|${SOUTH_THOUSAND})$`, 'i');

function currencyOf(word: string | undefined): Currency | null {
  if (!word) return null;
  const key = word.toLowerCase().replace(/\.$/, '').replace(/^(?:us|american) /, '');
  if (['₹', 'rs', 'inr', 'rupee', 'rupees'].includes(key)) return 'INR';
  if (['£', 'gbp', 'pound', 'pounds', 'quid', 'sterling', 'pound sterling', 'pounds sterling'].includes(key)) return 'GBP';
  if (['$', 'us$', 'usd', 'dollar', 'dollars', 'bucks'].includes(key)) return 'USD';
  return null;
}

/** "one and a half" → 1.5, "two hundred and fifty" → 250, "half a" → 0.5, "saadhe teen" → 3.5; digits → their value. */
function numberOf(digits: string | undefined, words: string | undefined): number | null {
  if (digits !== undefined) return Number(digits.replace(/,/g, ''));
  if (words === undefined) return null;
  const text = words.toLowerCase();
  if (/^half an?$/.test(text)) return 0.5;
  const [first, ...rest] = text.split(' ');
  if ((first === 'sawa' || first === 'sava') && rest.length === 0) return 1.25;
  if (first in HINDI_FRACTION) return (numberOf(/^\d/.test(rest[0]) ? rest[0] : undefined, /^\d/.test(rest[0]) ? undefined : rest.join(' ')) ?? 0) + HINDI_FRACTION[first];
  let value = 0;
  let hundreds = 0;
  // "four-fifty", "two seventy": a digit word then tens, said as a price in hundreds (450, 270).
  const point = /^(\w+) point ((?:\w+ ?)+)$/.exec(text);
  if (point) return Number(`${UNITS[point[1]] ?? 0}.${point[2].split(' ').map((w) => UNITS[w] ?? 0).join('')}`);
  const spoken = SPOKEN_PARTS.exec(text);
  if (spoken) return UNITS[spoken[1]] * 100 + UNITS[spoken[2]] + (spoken[3] ? UNITS[spoken[3]] : 0);
  // "two hundred n seventy five": "n" and "&" are "and" typed on a phone.
  for (const part of text.replace(/ and a half$/, '').split(/[ -]|\b(?:and|n)\b|&/).filter(Boolean)) {
    if (part === 'hundred') {
      hundreds = value * 100;
      value = 0;
    } else value += UNITS[part] ?? 0;
  }
  return hundreds + value + (text.endsWith(' and a half') ? 0.5 : 0);
}

function boundOf(word: string | undefined): MoneyMention['bound'] {
  if (!word) return 'about';
  if (/^(?:over|above|at least|more than|min|offers?)/i.test(word)) return 'at least';
  if (/^(?:around|about|roughly|approx|~|in the region|between)/i.test(word)) return 'about';
  return 'up to';
}

function periodOf(word: string | undefined): MoneyMention['period'] {
  if (!word) return null;
  return /week|pw|p\.w\.|wk/i.test(word) ? 'week' : 'month';
}

// Dates, clock times and years ("flooded in 2009 and 2015") hold digits that are never money.
const DATE_OR_TIME = /(?<=\b(?:in|since|during)\s)(?:19|20)\d{2}(?:\s(?:and|&|or)\s(?:19|20)\d{2})?(?![\d,.]|\s?(?:k|pcm|pw|a month|per month|a week|per week)\b)|(?<!\d)\d{1,2}[- ](?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[- ]\d{2,4}(?!\d)|(?<!\d)\d{1,2}h ?\d{1,2}m\b|(?<!\d)\d{1,3}m ?\d{1,2}s\b|(?<!\d)\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}(?!\d)|(?<!\d)\d{1,2}[:.]\d{2}\s?(?:am|pm|hrs)\b|(?<!\d)\d{1,2}:\d{2}(?!\d)/giu;
// Phone numbers: "+91 98201 23456", "07700 900123", "(415) 555-0134", "9820123456". A range such as "50000-60000"
// has the same digits as a split mobile number, so only the forms phones take are blanked.
const PHONE = /\+\d{1,3}[\s-]?\(?\d[\d\s-]{6,14}\d|(?<![\d,.])(?:0\d{2,4}[\s-]?\d{3,4}[\s-]?\d{3,4}|\(\d{3}\)\s?\d{3}[\s.-]\d{4}|\d{3}[.-]\d{3}[.-]\d{4}|[6-9]\d{4}\s\d{5}|[6-9]\d{9})(?![\d,.])/gu;

// Amounts in a currency the portal does not show (an NRI's "AED 1.2 million", a "€300k" villa abroad): never read as
// rupees, pounds or dollars. Unknown is better than a wrong currency.
const OTHER_CURRENCY_BEFORE = String.raw`aed|dhs?|dirhams?|€|eur|euros?|sgd|s\$|cad|c\$|aud|a\$|nzd|qar|sar|riyals?|omr|kwd|bhd|chf|¥|jpy|yen|cny|rmb|hkd|zar|myr|ringgit`;
const OTHER_CURRENCY = new RegExp(
  String.raw`(?<![\p{L}])(?:${OTHER_CURRENCY_BEFORE})\s?(?<![\d.,])\d[\d,.]*(?:\s?(?:${SCALE})(?![\p{L}])|[km](?![\p{L}]))?|(?<![\d.,])\d[\d,.]*(?:\s?(?:${SCALE})(?![\p{L}])|[km](?![\p{L}]))?\s?(?:${OTHER_CURRENCY_BEFORE})(?![\p{L}])`,
  'giu',
);

function blankNonMoney(text: string): string {
  const blank = (match: string) => ' '.repeat(match.length);
  // "50 L", "85-90 L tak": a capital L after a space is lakh too (moved against the digits, so indices stay).
  return text.replace(DATE_OR_TIME, blank).replace(PHONE, blank).replace(OTHER_CURRENCY, blank).replace(/(\d) L(?![\p{L}\d])/gu, '$1L ');
}

// One analysis reads the same message's amounts several times (budget, references, the model check): the last few
// texts' readings are kept, so a long message is scanned once. Callers never change the returned mentions.
const recent = new Map<string, MoneyMention[]>();
const RECENT_TEXTS = 32;

/** Money amounts in a text, in order; numbers that are plainly not money (areas, dates, phones) are left out. */
export function moneyIn(text: string): MoneyMention[] {
  const known = recent.get(text);
  if (known) return known;
  const found = readMoney(text);
  if (recent.size >= RECENT_TEXTS) recent.delete(recent.keys().next().value as string);
  recent.set(text, found);
  return found;
}

function readMoney(text: string): MoneyMention[] {
  const found: MoneyMention[] = [];
  const clean = blankNonMoney(text);
  for (const m of clean.matchAll(MONEY)) {
    const g = m.groups ?? {};
    const first = numberOf(g.digits1, g.words1);
    if (first === null) continue;
    const second = numberOf(g.digits2, g.words2);
    const scale1 = g.scale1 ?? g.short1;
    const scale2 = g.scale2 ?? g.short2;
    // "80L-1Cr": each end has its scale; "2.5 to 3 cr", "£400–450k": the second end's scale covers the first, but not a
    // first end written whole ("£180,000 and 20k").
    const secondValue = second === null ? 0 : second * (scaleOf(scale2) ?? 1);
    // "nine hundred to a grand": the second end's scale never makes the first end the larger one.
    const carried = first * (scaleOf(scale1) ?? (second !== null && first < 1000 ? scaleOf(scale2) : null) ?? 1);
    const low = !scale1 && second !== null && carried > secondValue ? first : carried;
    // "ok 20k and 1L fine": two amounts of their own (a rent and a deposit), not a range; the first is the one read.
    // "an AIP for £180,000 and 20k deposit": so is a whole first amount beside a much smaller second.
    // "two units at 38L and 41L": both ends written whole with "and" are two prices; "between 38L and 41L" is a range.
    const wholeEnds = second !== null && (scale1 !== undefined || first >= 1000) && scale2 !== undefined;
    const twoAmounts = wholeEnds && /^(?:and|or)$/i.test(g.sep ?? '') && (secondValue > 2 * low || secondValue < low / 2 || (/^and$/i.test(g.sep ?? '') && !/^between$/i.test(g.bound ?? '')));
    // A bare second end after a first end with its own scale takes that scale ("80L-90" is 80 to 90 lakh), unless that
    // makes no range: "Budget around 80L — 62 from sale" is another amount, and so is "1.2 cr - 95".
    const inherited = second !== null && second < 1000 && scale1 !== undefined && scale2 === undefined ? second * (scaleOf(scale1) ?? 1) : null;
    const notARange = inherited !== null && (inherited <= carried || inherited > 3 * carried);
    const high = second === null || twoAmounts || notARange ? null : (inherited ?? secondValue);
    const indian = INDIAN_SCALE.test(scale1 ?? '') || INDIAN_SCALE.test(scale2 ?? '');
    // "four hundred grand, sterling": the currency after a comma, never against lakh or crore.
    const sterling = indian ? undefined : (g.sterling1 ?? g.sterling2);
    const currency = currencyOf(g.prefix1) ?? currencyOf(g.suffix1) ?? currencyOf(g.prefix2) ?? currencyOf(g.suffix2) ?? currencyOf(sterling) ?? (indian ? 'INR' : null);
    // "pm" is also the afternoon ("5 pm"): it makes a rent only of an amount already marked as money.
    const loosePeriod = g.period !== undefined && /^p\.?m\.?$/i.test(g.period);
    const marked = Boolean(currency || scale1 || scale2 || (g.period && !loosePeriod));
    // "ok 5 pm fine": an hour, never an amount; "security 2 mahine" (Hindi: two months) is a count of months.
    if (loosePeriod && !marked && second === null && first <= 12) continue;
    if (!currency && !scale1 && !scale2 && first < 100 && (second === null || second < 100) && HINDI_MONTHS.test(g.period ?? '')) continue;
    const period = loosePeriod && !marked ? null : periodOf(g.period);
    const isRange = high !== null && high !== low;
    found.push({
      amount: high === null ? low : Math.max(low, high),
      from: isRange ? Math.min(low, high) : null,
      currency,
      period,
      bound: isRange ? 'about' : boundOf(g.bound),
      marked,
      boundText: g.bound === undefined ? '' : `${g.bound} `,
      index: m.index,
      end: m.index + m[0].length,
    });
  }
  return withUnsaidLakh(text, joinCroreAndLakh(text, found));
}

// "Asking one crore sixty", "1 cr 20 final": the lakh after a whole crore left unsaid, as prices are spoken in India.
// Only a count of lakh with nothing after it but the end of the sentence: "1 cr 3 bhk" is a home, not ₹1.03 crore.
const UNSAID_LAKH = new RegExp(String.raw`^\s+(?:and\s+)?(\d{1,2}|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ -](?:${DIGIT_WORD}))?|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|${DIGIT_WORD})(?=\s*(?:$|[.,;!?)\n]|\s(?:final|fixed|only|hai|tak|max|not|negotiable)\b))`, 'i');

function withUnsaidLakh(text: string, found: MoneyMention[]): MoneyMention[] {
  const result: MoneyMention[] = [];
  for (const mention of found) {
    // The lakh just joined to the crore before it ("1 cr 20") is no amount of its own.
    const previous = result.at(-1);
    if (previous && mention.index < previous.end) continue;
    const whole = mention.from === null && mention.amount % 1e7 === 0 && endingScale(text, mention) === 1e7;
    const unsaid = whole ? UNSAID_LAKH.exec(text.slice(mention.end)) : null;
    const lakh = unsaid ? (/^\d/.test(unsaid[1]) ? numberOf(unsaid[1], undefined) : numberOf(undefined, unsaid[1])) ?? 0 : 0;
    result.push(unsaid && lakh >= 1 && lakh <= 99 ? { ...mention, amount: mention.amount + lakh * 1e5, end: mention.end + unsaid[0].length } : mention);
  }
  return result;
}

/** The scale a mention ends with ("1 cr" → 1e7, "twenty five lakhs" → 1e5, "80L" → 1e5), or null. */
function endingScale(text: string, m: MoneyMention): number | null {
  return scaleOf(/[a-z]+\.?$/i.exec(text.slice(m.index, m.end).trim())?.[0]);
}

/** "one crore twenty five lakhs", "1 cr 20 lakh": one amount said in two parts. */
function joinCroreAndLakh(text: string, found: MoneyMention[]): MoneyMention[] {
  const joined: MoneyMention[] = [];
  for (const mention of found) {
    const previous = joined.at(-1);
    const between = previous ? text.slice(previous.end, mention.index) : '';
    const lakhAfterCrore = previous && mention.from === null && /^\s*(?:and\s+)?$/i.test(between) && endingScale(text, previous) === 1e7 && endingScale(text, mention) === 1e5 && mention.amount < 1e7;
    if (previous && lakhAfterCrore && previous.from === null) {
      joined[joined.length - 1] = { ...previous, amount: previous.amount + mention.amount, end: mention.end };
    } else if (previous && lakhAfterCrore) {
      // "one and a half crore to one crore seventy-five lakh": the lakh finish the range's second end.
      const tail = /(?:-|–|—|\bto\b|\bse\b)\s*([^-–—]*)$/i.exec(text.slice(previous.index, previous.end))?.[1];
      const second = tail ? readMoney(tail)[0]?.amount : undefined;
      if (second === previous.amount || second === previous.from) {
        const other = second === previous.amount ? (previous.from as number) : previous.amount;
        const finished = second + mention.amount;
        joined[joined.length - 1] = { ...previous, amount: Math.max(other, finished), from: Math.min(other, finished), end: mention.end };
      } else joined.push(mention);
    } else joined.push(mention);
  }
  return joined;
}
