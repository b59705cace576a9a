/** Small text helpers shared by the signal extractors. Everything works on lower-cased text. */

// Pictographs with their skin-tone and presentation modifiers and joiners ("👍🏽", "❤️", "👨‍👩‍👧").
const PICTOGRAPHS = /(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u{FE0E}|\u{FE0F}|\u{200D})+/gu;
// The invisible direction marks an iOS chat export puts around names and stamps.
export const DIRECTION_MARKS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * The text as the rules read it: compatibility forms folded (full-width digits, the narrow no-break space before an
 * export's "AM"), curly quotes and the non-breaking hyphen a phone types made plain, emoji and direction marks
 * dropped. A chat typed on a phone and the same chat typed on a keyboard give the same answer.
 */
export function plainText(text: string): string {
  return text
    .replace(DIRECTION_MARKS, '')
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201A\u201B]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F]/g, '"')
    .replace(/[\u2010\u2011]/g, '-')
    .replace(PICTOGRAPHS, ' ')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +$/gm, '');
}

const NUMBER_WORDS: Record<string, number> = {
  zero: 0, single: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};

/** "3", "three", "a single" → 3, 3, 1; anything else → null. */
export function toCount(word: string): number | null {
  const cleaned = word.trim().toLowerCase().replace(/^a\s+/, '');
  if (/^\d+(\.5)?$/.test(cleaned)) return Number(cleaned);
  return cleaned in NUMBER_WORDS ? NUMBER_WORDS[cleaned] : null;
}

/** A count written as digits or a word, for use inside a regular expression. */
export const COUNT = String.raw`(\d+(?:\.5)?|zero|one|two|three|four|five|six|seven|eight|nine|ten|a single|single)`;

/**
 * Clauses: negation and either/or choices stay inside one. "Not looking to buy, just renting" is two clauses, so
 * the "not" does not reach "renting".
 */
export function clauses(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    // A full stop or comma between digits is part of a number ("1.5 baths", "$3,500").
    .split(/(?:(?<!\d)[.,]|[.,](?!\d)|[!?;\n])+|\s+(?:but|however|though|although)\s+/)
    .map((c) => c.trim())
    .filter(Boolean);
}

const NEGATOR = /\b(?:not|no|never|don't|dont|do not|doesn't|does not|didn't|won't|wouldn't|can't|cannot|can not|isn't|aren't|no longer|neither|nor|rather than|instead of|without|haven't|hasn't|forget|scrap|drop)\b/;

/** True when a negation comes shortly before `index` in the clause ("not looking to buy", "can't afford to buy"). */
export function negatedAt(clause: string, index: number): boolean {
  // A bounded look-back: five words fit in 60 characters, and a long clause costs no more than a short one.
  const before = clause.slice(Math.max(0, index - 60), index).split(/\s+/).slice(-5).join(' ');
  return NEGATOR.test(before);
}

const YES = /^(?:yes|yeah|yep|yup|aye|haan|sure|ok|okay|exactly|spot on|bang on|that'?s it\b(?! for)|please|definitely|absolutely|of course|certainly|sounds (?:good|great|nice|perfect)|that works|that'?s? (?:right|correct|fine|good|great|perfect)|correct|right|perfect|great|alright|let'?s do (?:it|that))\b/;
const NO = /^(?:no|nope|nah|not (?:now|yet|right now|at the moment|at this time|today)|maybe later|i'?ll pass|not really|no thanks?)\b/;

/** The lead's answer to a yes/no question: 'yes', 'no', or null when it is neither. */
export function answerOf(reply: string): 'yes' | 'no' | null {
  const start = reply.toLowerCase().replace(/[’‘]/g, "'").replace(/^[\s"'(]+/, '');
  if (NO.test(start)) return 'no';
  if (YES.test(start)) return 'yes';
  return null;
}

/** Words in a text. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

const CALENDAR_NAME = /\b(?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|diwali|christmas|easter|holi|eid|navratri|dussehra)\b/gi;

/** "march 2nd" → "March 2nd", "asap" → "ASAP": lead-typed dates as they should read on the card. */
export function calendarCase(text: string): string {
  return text.replace(CALENDAR_NAME, (w) => w[0].toUpperCase() + w.slice(1).toLowerCase()).replace(/\basap\b/gi, 'ASAP');
}
