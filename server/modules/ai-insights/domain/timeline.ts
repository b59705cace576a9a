import type { LeadTurn } from './conversation.js';
import { calendarCase, COUNT, negatedAt, toCount } from './text.js';

export interface Timeline {
  urgency: 'now' | 'soon' | 'later';
  /** The lead's words for it, e.g. "next week", "asap", "in 3 months". */
  phrase: string;
}

const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const DAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const ORDINAL = String.raw`\d{1,2}(?:st|nd|rd|th)`;

const RULES: { urgency: Timeline['urgency']; pattern: RegExp }[] = [
  { urgency: 'now', pattern: /\b(?:asap|as soon as possible|immediately|immediate(?: possession| shift(?:ing)?| move)?|urgent(?:ly)?|right away|right now|today|tonight|tomorrow|tmrw|this week(?:end)?|jaldi|at the earliest|within (?:a|one|1|two|2) weeks?)\b/ },
  { urgency: 'later', pattern: /\b(?:next year|no rush|no hurry|not in a hurry|eventually|some ?day|later this year|end of (?:the |this )?year|year end|in (?:a|one|\d+) years?|after (?:a|one|\d+) years?)\b/ },
  { urgency: 'soon', pattern: new RegExp(String.raw`\b(?:next week(?:end)?|this month|next month|end of (?:the |this |next )?month|month end|by (?:diwali|christmas|easter|the new year|september|the school term|term)|before (?:diwali|christmas|school starts|the school term|term starts)|next quarter|couple of months|few weeks|within (?:a|one|two|\d+) weeks?|(?:this|next) ${DAY}|${DAY}|${MONTH} ${ORDINAL}|${MONTH} \d{1,2}\b|(?:the )?${ORDINAL}(?: of ${MONTH}| of (?:this|next) month)?|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d{4}-\d{2}-\d{2})`) },
];
// "in 3 months", "within 2-3 months", "in the next two to three months": the upper end of a range counts.
const IN_MONTHS = new RegExp(String.raw`\b(?:in|within|next|about|around) (?:the next )?(?:${COUNT}\s?(?:-|to)\s?)?${COUNT} (weeks?|months?)\b`);
const RANK = { now: 3, soon: 2, later: 1 } as const;

function inPeriod(clause: string): Timeline | null {
  const match = IN_MONTHS.exec(clause);
  if (!match) return null;
  const count = toCount(match[2]) ?? 0;
  const weeks = match[3].startsWith('week') ? count : count * 4.3;
  // Up to about three months is a plan; beyond that the lead is not moving yet.
  return { urgency: weeks <= 14 ? 'soon' : 'later', phrase: match[0] };
}

/** The most urgent timing the lead gave (a visit date counts: someone booking a viewing on the 4th is moving). */
export function readTimeline(turns: LeadTurn[]): Timeline | null {
  let best: Timeline | null = null;
  const consider = (found: Timeline) => {
    if (!best || RANK[found.urgency] > RANK[best.urgency]) best = found;
  };
  for (const turn of turns) {
    for (const clause of turn.clauses) {
      const period = inPeriod(clause);
      if (period) consider(period);
      for (const rule of RULES) {
        const match = rule.pattern.exec(clause);
        if (match && !negatedAt(clause, match.index)) consider({ urgency: rule.urgency, phrase: calendarCase(match[0].trim()) });
      }
    }
  }
  return best;
}
