import type { LeadTurn, Turn } from './conversation.js';
import { answerOf, calendarCase, negatedAt, wordCount } from './text.js';

export interface VisitSignals {
  /** The lead asked for a viewing in their own words. */
  requested: boolean;
  /** The lead said yes to a viewing the agent offered (or gave a day for it). */
  agreed: boolean;
  /** The agent confirmed a booking after the lead asked or agreed. */
  booked: boolean;
  /** The agent could not book the viewing the lead wanted ("Sorry, there were no free times"), and never did after. */
  failed: boolean;
  /** The lead's last word on a viewing was no ("No, not right now", "I don't want to schedule anything"). */
  declined: boolean;
  /** The home to view and when, as the conversation names them (e.g. "Amber Court", "next Monday"). */
  place: string | null;
  when: string | null;
}

const VISIT_TOPIC = /\b(?:visits?|viewings?|view(?: it| the| on| this| at)?|tours?|showings?|open (?:house|day)|site visit|see (?:it|them|both|the (?:property|place|apartment|house|home|unit|flat|condo|plots?|villa|options?))|in person|in the flesh|(?:take|have) a look|worth a look|come by|(?:can|could) you come|come (?:for|and see|over|round|down|today|tomorrow|on|at|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|show you|dekh(?:na|ne|ke|\s+sakte)|dikha(?:unga|enge|ta|dunga|na|o|\s+sakte)?|site pe|mil (?:lete|lenge)|milte)\b/i;
// "can do site visit Sunday", "site visit this weekend?", "can we view on Saturday", "want to see the flat".
const REQUEST = /\b(?:(?:schedule|book|arrange|set up|set|plan|make|organi[sz]e|fix)\b[^.?!]{0,30}\b(?:visit|viewing|tour|showing|appointment)|(?:can|could|will|shall|want to|would like to|wanna)\s(?:(?:i|we)\s)?(?:do|come for|go for|have|get|plan)\s(?:a |the )?(?:site visit|visit|viewing|second viewing)|(?:site visit|viewing|second viewing)\b[^.?!]{0,15}\b(?:today|tomorrow|tmrw|this|next|on|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|morning|evening|possible|kab|please|pls)|(?:can|could) (?:i|we) (?:view|come and see|come see|pop by|drop by)|(?:want|like|keen) to (?:view|come and see)|(?:like|want|love|wish|plan|going) to (?:visit|see|view|tour|go see)|(?:can|could|may) (?:i|we) (?:see|visit|view|tour|come)|when can (?:i|we) (?:see|visit|view|come)|(?:i'?ll|i will|let me) go (?:there|see)|go see it|visit (?:it|the (?:property|place|apartment|house|home|unit))|a visit|a viewing|a tour|a showing|a (?:second|2nd|another|quick) (?:viewing|visit|look)|let'?s (?:see|view|visit|have a look at) (?:it|them|both|the)|(?:kab|kal|aaj)\b[^.?!]{0,20}\b(?:dekh|dikha)\w*|(?:dekh|dikha)\w* sakte|dekhna hai|dekhne aa\w*|visit kar\w*)\b/;
const DAY_GIVEN = /\b(?:today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next week|this week(?:end)?|\d{1,2}(?:st|nd|rd|th)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d{1,2})\b/;
const BOOKED = /\b(?:visit|viewing|tour|showing|appointment)\b[^.?!]*\b(?:scheduled|booked|confirmed|all set|is set|set up|arranged|reserved)\b|\b(?:scheduled|booked|confirmed|arranged|set up)\b[^.?!]*\b(?:visit|viewing|tour|showing)\b/i;
const FAILED = /\b(?:unable to|couldn'?t|could not|wasn'?t able to|was not able to|failed to|can'?t|cannot)\b[^.?!]{0,40}\b(?:schedul\w*|book\w*|visit|arrange\w*|do that)|\b(?:schedul\w*|booking|visit)\b[^.?!]{0,30}\b(?:unsuccessful|failed|did not go through|didn'?t go through)|\bno (?:free |open )?(?:times|slots|availability)\b/i;
// "The visit is not scheduled." reports a failure in words a booking pattern would otherwise read as a booking.
const NOT_BOOKED = /\b(?:visit|viewing|tour|showing|appointment)\b[^.?!]{0,30}(?:\bnot\b|\bnever\b|n't\b)[^.?!]{0,12}\b(?:scheduled|booked|confirmed|arranged|set up)\b/i;
// A day or a time, as agents and leads write them: "Saturday 11", "kal 7 baje", "14/03 at 4 pm", "Thursday 5.45".
const DAY_OR_TIME = /\b(?:today|tomorrow|tmrw|kal|aaj|parso|tonight|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|rsday|urday)?|weekend|next week|this week|(?:ravi|shani|soma?|mangal|budh|guru|shukra)[vw]ar|shonibar|robibar|\d{1,2}(?:st|nd|rd|th)|\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm|baje|vage|mani)|\d{1,2}\s?ta\b|\d{1,2}[:.]\d{2}|noon|lunchtime|morning|evening|afternoon|subah|shaam)\b/i;
// The lead fixing a time the agent put to them: "Saturday 11 works", "14th 4 pm confirmed", "haan kal 7 baje fix",
// "Perfect, see you then". Not "will confirm by Friday".
const LEAD_CONFIRMS = /^(?:yes|yeah|yep|ye|ok|okay|sure|perfect|great|done|haan|haa|ha|hya|ji|seri|sari|theek hai)\b|\b(?:ok|okay|pakka|thik ache|confirm|works|work for (?:me|us)|is fine|is good|is ok|is perfect|is great|great|perfect|lovely|brilliant|please|suits|confirmed|fix|fixed|done|theek hai|chalega|see you (?:then|there|at|on|tomorrow|soon|\w+day)|booked)\b/i;
// The agent fixing it in the words agents use: "Done, see you then", "booked in", "10 baje fix", "I'll meet you outside".
const AGENT_CONFIRMS = /\b(?:confirmed|confirm (?:hai|andi)|see you (?:then|there|on|at|tomorrow|today|soon|this|next|\w+day)|booked (?:you |it )?in|pencil(?:led)? (?:you |it )?in|(?:that'?s|it'?s) (?:a date|fixed|confirmed|booked|locked in)|fix(?:ed)?|i'?ll (?:meet|see) you|(?:will|i'?ll) receive you|i'?ll block|locked in|done)\b/i;
const CALL = /\b(?:call|ring|phone|speak|talk|zoom|video|meet(?:ing)? online)\b/i;
// Moving a viewing that exists: "can we move tomorrow's viewing to 5pm?", "reschedule the site visit".
const RESCHEDULES = /\b(?:move|reschedule|push|shift|change|postpone|prepone)\b[^.?!]{0,30}\b(?:visit|viewing|appointment|showing|tour)\b/i;
const OFFER = /\b(?:would you like|do you want|shall i|should i|want me to|let me know|confirm(?:ing)?)\b/i;
const PLACE = /\b(?:visit(?:ing)?|viewing|tour|showing)\s+(?:to\s+|at\s+|of\s+)?(?:the\s+)?(\p{Lu}[\p{L}\p{N}'’&-]*(?:\s+(?:at\s+|of\s+)?\p{Lu}[\p{L}\p{N}'’&-]*|\s+#\s?\w+)*)/u;
const WHEN = /\b(?:on|for)\s+((?:next |this )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:the )?\d{1,2}(?:st|nd|rd|th)(?: of (?:this month|next month|[a-z]+))?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.? \d{1,2}(?:st|nd|rd|th)?|tomorrow|today)\b/i;

const CALENDAR_WORD = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next|this|today|tomorrow)\b/i;

/** Statements, not questions: "I've scheduled your visit." is a booking; "Shall I schedule a visit?" is not. */
function statements(text: string): string[] {
  return (text.match(/[^.!?]+[.!?]*/g) ?? []).filter((s) => !s.trim().endsWith('?'));
}

function agentBooked(text: string): boolean {
  return statements(text).some((s) => {
    if (NOT_BOOKED.test(s)) return false;
    const match = BOOKED.exec(s);
    return match !== null && !negatedAt(s.toLowerCase(), match.index) && !/\bconfirm(?:ing)?\b/i.test(s.slice(0, match.index));
  });
}

/** What the agent last asked: "Anything else?" after a visit was mentioned is not a visit offer. */
function lastQuestion(text: string): string {
  const sentences = text.match(/[^.!?]+[.!?]*/g) ?? [text];
  return [...sentences].reverse().find((s) => s.trim().endsWith('?')) ?? sentences[sentences.length - 1] ?? '';
}

function leadStance(turn: LeadTurn): 'yes' | 'no' | null {
  const asked = turn.question === null ? '' : lastQuestion(turn.question);
  // An offer or a confirmation to answer, not a statement ("Your visit is booked." — "Great!").
  const offered = VISIT_TOPIC.test(asked) && (asked.trim().endsWith('?') || OFFER.test(asked));
  const answer = offered ? answerOf(turn.text) : null;
  for (const clause of turn.clauses) {
    const match = REQUEST.exec(clause) ?? (offered ? /\b(?:schedule|visit|see it|book)\b/.exec(clause) : null);
    if (match && negatedAt(clause, match.index)) return 'no';
  }
  // "No, make it the 1st" corrects the day; it does not turn the viewing down.
  if (answer === 'no' && (DAY_GIVEN.test(turn.text.toLowerCase()) || /\b(?:make it|change|instead|rather|how about|what about)\b/i.test(turn.text))) return 'yes';
  if (answer === 'no') return 'no';
  if (answer === 'yes' || (offered && DAY_GIVEN.test(turn.text.toLowerCase()))) return 'yes';
  return null;
}

/** The lead fixed a time: they answer a day or time the agent put to them with a yes, or move a viewing they have. */
function leadFixesTime(turn: LeadTurn, visitInPlay: boolean): boolean {
  if (RESCHEDULES.test(turn.text)) return true;
  // An agent who puts a day and time to a lead is, in these chats, offering a viewing, unless it is a call.
  const offer = turn.question === null ? '' : lastQuestion(turn.question);
  const proposed = turn.question !== null && DAY_OR_TIME.test(turn.question) && (visitInPlay || VISIT_TOPIC.test(turn.question) || (offer.trim().endsWith('?') && DAY_OR_TIME.test(offer) && !CALL.test(offer)));
  // A question back ("Saturday morning?") proposes; it does not agree.
  if (!proposed || turn.text.trim().endsWith('?')) return false;
  // "Monday 5pm": a reply that is only the time put to them takes it.
  if (wordCount(turn.text) <= 4 && DAY_OR_TIME.test(turn.text)) return true;
  const confirm = LEAD_CONFIRMS.exec(turn.text);
  return confirm !== null && !negatedAt(turn.text.toLowerCase(), confirm.index) && !CONFIRMS_LATER.test(turn.text);
}

// "will check and confirm", "let me ask my wife and get back": a yes still to come.
const CONFIRMS_LATER = /\b(?:will|i'?ll|we'?ll|to|shall)\b(?:\s+[\w']+){0,4}?\s+(?:confirm|let you know|get back|revert)\b/i;

/** The agent's statement fixes a time for a viewing in play: "Done, see you then", "Saturday 10 am then, I'll block both". */
function agentFixesTime(text: string, leadGaveTime: boolean): boolean {
  return statements(text).some((s) => {
    const match = AGENT_CONFIRMS.exec(s);
    return match !== null && !negatedAt(s.toLowerCase(), match.index) && (leadGaveTime || DAY_OR_TIME.test(s));
  });
}

/** What happened about a viewing: the lead's requests and answers in order, and the agent's confirmation. */
export function readVisit(turns: Turn[], lead: LeadTurn[]): VisitSignals {
  const visit: VisitSignals = { requested: false, agreed: false, booked: false, failed: false, declined: false, place: null, when: null };
  let fixedByLead = false;
  for (const turn of lead) {
    const requested = turn.clauses.some((clause) => {
      const match = REQUEST.exec(clause);
      return match !== null && !negatedAt(clause, match.index);
    });
    const stance = leadStance(turn);
    if (leadFixesTime(turn, visit.requested || visit.agreed || requested)) {
      fixedByLead = true;
      if (!requested) visit.agreed = true;
    }
    if (requested && stance !== 'no') visit.requested = true;
    if (stance === 'yes' && !requested) visit.agreed = true;
    if (requested || stance === 'yes') visit.declined = false;
    if (stance === 'no') [visit.declined, fixedByLead] = [true, false];
  }
  if (fixedByLead) visit.booked = true;
  const positive = visit.requested || visit.agreed;
  let leadGaveTime = false;
  for (const turn of turns) {
    // The agent's last word on the booking stands: a failure, then a booking on another day, is a booking.
    if (turn.speaker === 'agent' && positive && (FAILED.test(turn.text) || NOT_BOOKED.test(turn.text))) [visit.failed, visit.booked] = [true, false];
    if (turn.speaker === 'agent' && positive && (agentBooked(turn.text) || agentFixesTime(turn.text, leadGaveTime))) [visit.failed, visit.booked] = [false, true];
    leadGaveTime = turn.speaker !== 'agent' && DAY_OR_TIME.test(turn.text);
    if (!positive || !VISIT_TOPIC.test(turn.text)) continue;
    const place = PLACE.exec(turn.text)?.[1];
    if (place && !CALENDAR_WORD.test(place)) visit.place = place;
    const when = WHEN.exec(turn.text)?.[1];
    if (when) visit.when = calendarCase(when);
  }
  if (visit.declined) [visit.booked, visit.failed] = [false, false];
  return visit;
}
