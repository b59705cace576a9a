import { PORTAL_LIMITS } from '../../../../shared/limits.js';
import { DEFAULT_MARKET, MARKET_CURRENCY, type Market, type MoneyAmount } from '../../../../shared/markets.js';
import { readAreas } from './area.js';
import type { MoneyPurpose } from './bare-amount.js';
import { isMonthly, namedCurrency, readBudget, type Budget } from './budget.js';
import { tooDoubtful } from './budget-doubt.js';
import { leadTurns, parseConversation, type LeadTurn, type Turn } from './conversation.js';
import { lettingOut, readIntent, type IntentReading } from './intent.js';
import { intentWords } from './intent-words.js';
import { withLearnedIntent } from './learned-intent.js';
import { readHomeNeeds, type HomeNeeds } from './needs.js';
import { amountsSeen } from './supported-money.js';
import { negatedAt, plainText, wordCount } from './text.js';
import { readTimeline, type Timeline } from './timeline.js';
import { readVisit, type VisitSignals } from './visit.js';

export type Financing = 'pre-approved' | 'cash' | 'mortgage' | 'needs-financing';

/** Everything the analyzer read from a lead's conversation; the scorer and the writer work from this alone. */
export interface LeadSignals {
  name: string;
  /** The licence's market: the currency of an amount the chat gives none for, and the words the card uses. */
  market: Market;
  leadMessages: number;
  leadWords: number;
  /** Questions the lead asked (about a home, the price, the agent): engagement. */
  leadQuestions: number;
  intent: IntentReading;
  budget: Budget | null;
  /** Every home amount the conversation states, either side: what a model-written card may quote. */
  amountsSeen: MoneyAmount[];
  timeline: Timeline | null;
  /** Most recent first. */
  areas: string[];
  home: HomeNeeds;
  financing: Financing | null;
  visit: VisitSignals;
  contactRequested: boolean;
  notInterested: boolean;
  /** Found a home elsewhere, or stays put. */
  alreadySorted: boolean;
  priceConcern: boolean;
  /** The lead wants tenants for a home they own ("want to give it on rent"): a seller's figure is then a rent. */
  letsOut: boolean;
}

// Not interested in anything from us; "Not interested, search for something else" only turns down one listing.
const NOT_INTERESTED = /\b(?:(?:not|no longer) interested(?: anymore| any more| at all| in (?:buying|renting|selling|moving|investing|your services|any of (?:this|these|them)))?$|stop (?:contacting|calling|messaging|texting|emailing)|unsubscribe|remove me|leave me alone|wrong number|(?:don'?t|do not) (?:contact|call|text|email) me)\b/;
const MOVES_ON = /\b(?:other|another|else|different|more|instead)\b/;
// "We bought a house already", "already signed a lease": settled elsewhere.
const ALREADY_SORTED = /\balready\b.*\b(?:found|bought|rented|signed|purchased|leased|moved|got)\b|\b(?:found|bought|rented|signed|purchased|leased|moved|got)\b.*\balready\b|\b(?:found (?:a|another) place|went with (?:another|someone else)|decided (?:to stay|not to move))\b/;
const PRICE_CONCERN = /\b(?:too (?:expensive|pricey|much|high|costly|steep)|(?:a )?bit (?:steep|high|much|pricey|expensive)|out of (?:my|our) (?:budget|price range|range)|can'?t afford|(?:quite|that'?s) a lot|cheaper|over (?:my|our) budget|overpriced|bahut zyada|zyada hai)\b/;
const CONTACT = /\b(?:phone|number|contact|call (?:them|you|the)|e-?mail address|reach (?:them|the))\b/;

function anyClause(turns: LeadTurn[], pattern: RegExp, allowNegated = true): boolean {
  return turns.some((turn) =>
    turn.clauses.some((clause) => {
      const match = pattern.exec(clause);
      return match !== null && (allowNegated || !negatedAt(clause, match.index));
    }),
  );
}

function readFinancing(turns: LeadTurn[]): Financing | null {
  let found: Financing | null = null;
  const rank: Record<Financing, number> = { 'needs-financing': 1, mortgage: 2, cash: 3, 'pre-approved': 3 };
  const consider = (value: Financing) => {
    if (!found || rank[value] > rank[found]) found = value;
  };
  for (const clause of turns.flatMap((t) => t.clauses)) {
    // "MIP", "agreement in principle" (UK), "loan sanctioned" (India): the lender has said yes.
    const approved = /\b(?:pre-? ?(?:approved|qualified|sanctioned)|approved for a (?:mortgage|loan)|(?:mortgage|agreement|decision) in principle|mip|aip|dip|loan (?:is |has been |got )?(?:sanctioned|approved)|sanction letter)\b/.exec(clause);
    if (approved) consider(negatedAt(clause, approved.index) ? 'needs-financing' : 'pre-approved');
    if (/\b(?:all[- ]cash|cash buyer|pay(?:ing)? (?:in |all )?cash|in cash|(?:own|self) fund(?:s|ed|ing)?|no loan (?:needed|required))\b/.test(clause)) consider('cash');
    const loan = /\b(?:mortgage|home loan|housing loan|loan|financing|fha|va loan)\b/.exec(clause);
    if (loan) consider(negatedAt(clause, loan.index) ? 'needs-financing' : 'mortgage');
  }
  return found;
}

/** What the lead's money is for, from what they want: a buyer's or investor's amount is a price, a renter's a rent. */
function purposeOf(intent: IntentReading): MoneyPurpose {
  if (intent.intent === 'buy' || intent.intent === 'invest') return 'price';
  return intent.intent === 'rent' ? 'rent' : null;
}

/**
 * A lead who never says "rent" or "buy" but states or accepts a rent ("under 35k pm", "$2,400 a month." — "Sounds good,
 * book a visit") is shopping for a rental; one who names a price ("max 1.2 cr", "we're at 450k") is buying: a weak
 * reading, and only when their own words give none.
 */
function withPriceHint(intent: IntentReading, budget: Budget | null): IntentReading {
  if (intent.intent !== 'unknown' || !budget) return intent;
  return isMonthly(budget) ? { ...intent, intent: 'rent', strength: 'weak' } : { ...intent, intent: 'buy', strength: 'weak' };
}

/**
 * A rent with no period ("budget 25k" from a lead who wants to rent) is a monthly one: the intent supports the unit.
 * Any other amount keeps the period the text gave, or none.
 */
function withPeriod(budget: Budget | null, intent: IntentReading, letsOut: boolean): Budget | null {
  if (!budget || budget.period !== null) return budget;
  // A landlord's "put 16k" is ₹16,000 a month, as a tenant's "16k max" is.
  if ((intent.intent === 'rent' || (intent.intent === 'sell' && letsOut)) && isMonthly(budget)) return { ...budget, period: 'month' };
  if ((intent.intent === 'buy' || intent.intent === 'invest') && !isMonthly(budget)) return { ...budget, period: 'total' };
  return budget;
}

/** The lead's name and the conversation's turns, as every reader of a lead sees them. */
export function conversationOf(name: string, pastChats: string): { leadName: string; turns: Turn[] } {
  // The portal stores at most this much; an imported sheet may hold more. Its latest part says where the lead is now,
  // and the cap keeps every analysis within the latency budget.
  const recent = plainText(pastChats.length > PORTAL_LIMITS.pastChats ? pastChats.slice(-PORTAL_LIMITS.pastChats) : pastChats);
  const leadName = plainText(name).trim().slice(0, PORTAL_LIMITS.leadName);
  return { leadName, turns: parseConversation(recent, leadName) };
}

/** Reads every signal from a lead's conversation. Only the lead's own words count as what the lead wants. */
export function extractSignals(name: string, pastChats: string, previousIntent: string, market: Market = DEFAULT_MARKET): LeadSignals {
  const { leadName, turns } = conversationOf(name, pastChats);
  const lead = leadTurns(turns);
  const currency = namedCurrency(turns) ?? MARKET_CURRENCY[market];
  const prior = (previousIntent ?? '').slice(0, PORTAL_LIMITS.previousIntent);
  const said = withLearnedIntent(readIntent(lead, prior), intentWords(lead, prior));
  // A landlord's amounts are rents ("chalo 26 tak kar lenge" is ₹26,000 a month).
  const letsOut = lettingOut(lead);
  const purpose = said.intent === 'sell' && letsOut ? 'rent' : purposeOf(said);
  const role = said.intent === 'buy' || said.intent === 'invest' ? 'buying' : said.intent === 'sell' ? 'selling' : null;
  const read = readBudget(lead, currency, purpose, role);
  // An investor's money by the month is the rent they want coming in ("at least eight hundred a month coming in after
  // your fees"), never what they will pay: a price is read first when they give one. On the writers' fresh
  // conversations (batches 27-51, with the code of the day) such amounts were wrong four times and right once.
  const budget = said.intent === 'invest' && read.budget !== null && (read.budget.period === 'month' || read.budget.period === 'week') ? null : read.budget;
  const { liked } = read;
  const intent = withPriceHint(said, budget ?? liked);
  const withItsPeriod = withPeriod(budget, intent, letsOut);
  // Unknown is better than wrong: a budget read where wrong ones gather on fresh conversations is not shown.
  const doubted = withItsPeriod !== null && tooDoubtful({ turns, market, intent: intent.intent, budget: withItsPeriod });
  const shown = doubted ? null : withItsPeriod;
  return {
    name: leadName,
    market,
    leadMessages: lead.length,
    leadWords: lead.reduce((sum, t) => sum + wordCount(t.text), 0),
    leadQuestions: lead.filter((t) => t.text.includes('?')).length,
    intent,
    budget: shown,
    amountsSeen: amountsSeen(turns, currency),
    timeline: readTimeline(lead),
    areas: readAreas(lead, leadName, intent.intent === 'sell'),
    home: readHomeNeeds(lead),
    financing: readFinancing(lead),
    visit: readVisit(turns, lead),
    contactRequested: anyClause(lead, CONTACT),
    notInterested: anyClause(lead.filter((t) => !MOVES_ON.test(t.text.toLowerCase())), NOT_INTERESTED),
    alreadySorted: anyClause(lead, ALREADY_SORTED, false),
    priceConcern: anyClause(lead, PRICE_CONCERN),
    letsOut,
  };
}
