import { LEAD_INTENTS, type LeadIntent } from '../../../../shared/api.js';
import type { LeadTurn } from './conversation.js';
import { answerOf, clauses, negatedAt, wordCount } from './text.js';

export type KnownIntent = Exclude<LeadIntent, 'unknown'>;

export interface IntentReading {
  intent: LeadIntent;
  /** 'strong' once the lead said it in words ("we want to buy"), 'weak' from hints ("an apartment", the CRM). */
  strength: 'strong' | 'weak' | 'none';
  /** Intents the lead ruled out ("not looking to buy"). */
  ruledOut: KnownIntent[];
  /** The lead said they are only looking ("just browsing"), whatever else they want. */
  browsing: boolean;
}

interface Cue {
  intent: KnownIntent;
  pattern: RegExp;
  weight: number;
}

const STRONG = 3;

// Order matters: investment and selling phrases claim their words before the buy/rent cues run, so "rental yield"
// is not renting and "list my apartment" is not looking for an apartment.
// An owner letting their home in Tamil, Malayalam, Telugu, Kannada and Bengali: "en veedu rent ku vidanum", "adde ki ivvali".
const LETS_IT_OUT = String.raw`(?:rent|rent[- ]?ku|vaadagai(?:kku| ku)?|vadagai(?:kku| ku)?) (?:vidanum|vidaporen|vidalam|viduren)|vaadakakku (?:kodukkanam|kodukkan)|adde ki (?:ivvali|isthanu|ivvalani)|baadige(?:ge)? (?:kodbeku|kodtini)|bhara (?:debo|dite chai|dite chaai)`;

const CUES: Cue[] = [
  // Said outright ("purely as an investment"), or in an investor's terms: what a home rents for, an exit, an HMO.
  { intent: 'invest', weight: 2 * STRONG, pattern: /\b(?:hmos?|student (?:market|lets?)|not for (?:staying|living|self[- ]use|own use|ourselves|myself)|(?:purely|only|just|mainly|strictly) (?:as |for )?(?:an? )?(?:rental |long[- ]term )?investment|(?:easy|easier) to (?:let|rent)(?: (?:it )?out)?|investment purposes?|for investment|as an investment|investment (?:ke liye|ke vaaste|kosam|mate|ki drishti se)|(?:rent|kiraya) (?:aata|aaye|aati|aayega|milta) rah\w*|(?:would be |it'?s |is )?for letting(?: out)?(?: to)?|let(?:ting)? (?:it )?(?:out )?to students)\b/g },
  { intent: 'invest', weight: STRONG, pattern: /\b(?:(?:rent(?:s|ing)?|let(?:s|ting)?) (?:it |them )?(?:for|at) (?:at least |about |around |roughly )?(?:£|\$|₹|rs\.?\s?|\d)|what(?:'s| is| are| would) (?:it|they|that|this|the \w+)(?: be)? (?:renting|letting|rent|let) (?:for|at)|rent roll|fully let|tenants? in situ|exit (?:at|on|after|before) (?:possession|completion)|(?:hold|keep) (?:it |them )?(?:for )?[\w -]{0,20}(?:then|and) (?:sell|exit)|resell(?:ing)?)\b/g },
  { intent: 'invest', weight: STRONG, pattern: /\b(?:buy(?:ing)? (?:a |an )?rental(?: property| properties| units?)?|rental (?:property|properties|units?) to buy|income property|invest(?:ing|ment|ments|or|ors)?|rental (?:yield|income|returns?)|yields?|roi|return on investment|cash[- ]?flow|cap rate|buy[- ]to[- ]let|btl|flip(?:ping)?|(?:buy(?:ing)?|purchas(?:e|ing)|get|want (?:a|an|to buy)) (?:[\w-]+ ){0,4}to (?:rent|let) (?:it|them) out|portfolio|(?:good |better )?appreciation|capital growth|paisa lagana|paise lagane|invstment|invesment|(?:rent|kiraya) bhi aaye|value (?:bhi )?badhe|baad (?:me )?bechunga|resale value later|pre[- ]?launch (?:price|offer)s?)\b/g },
  // "I'm a landlord" writing to buy: an investor, not a tenant.
  { intent: 'invest', weight: 2, pattern: /\b(?:i'?m a landlord|i am a landlord|as a landlord)\b/g },
  // Students and their parents renting a house for the year.
  { intent: 'rent', weight: 2, pattern: /\b(?:guarantor|bills (?:inc|incl|included|inclusive)|in halls|(?:second|third|final)[- ]years|student (?:house|let|accommodation)|pppw|per person)\b/g },
  // A buyer in a chain: their own home selling is why they can buy ("my house has sold so I'm chain free").
  { intent: 'buy', weight: 2, pattern: /\b(?:sold stc|sold subject to contract|(?:have|has|need|needs|got|must) to (?:first )?sell (?:(?:my|our|the) (?:[\w-]+ ){0,3}?(?:flat|house|place|home|property|bhk|apartment|villa|bungalow)\b[^.?!\n]{0,40}?|that |it |ours |mine )first\b|first,? (?:i|we) (?:have|need|must|got) to sell (?:my|our)\b|(?:need|needs|have|has|got|must) to sell (?:[\w-]+ ){0,4}?before (?:we|i|they|he|she) (?:can )?buy\b|(?:my|our) (?:current )?(?:house|flat|place|home|property)(?: in [a-z]+(?: [a-z]+)?)? (?:has |have |is |just )?(?:sold|sells|selling|under offer|sale agreed|on the market)|(?:once|when|after) (?:we|i) sell|(?:our|my) (?:flat|house|place|home) (?:goes|sells|went) for|(?:just )?gone on (?:the market|rightmove|zoopla)|(?:we'?ve|i'?ve|we have|i have|already|just) sold (?:our|my)|(?:we'?ve|we have) (?:now |just |finally )?sold in|sale of (?:my|our) (?:current )?(?:house|flat|place|home|property)|(?:our|my) buyers?|closing date|notes? of interest)\b/g },
  // A landlord finding tenants: "want to give it on rent", "looking to let my flat", "what would I get for it".
  { intent: 'sell', weight: STRONG, pattern: new RegExp(String.raw`\b(?:${LETS_IT_OUT}|(?:been )?on (?:the market )?with another agent|switch(?:ing)? (?:estate )?agents?|(?:we'?d|i'?d|we would|i would) accept|sole agency|dispose (?:of )?(?:my|our|the)|resale (?:karna|karni|karvanu|karvu|karvo)|buyer (?:chahiye|lavi|dhundh\w*|lao)|(?:find|get|bring) (?:me |us )?(?:a )?buyer|(?:what|how much) (?:sort of |kind of )?rent (?:could|would|can|will|might) (?:i|we) get|(?:my|our) tenants? (?:has|have) (?:just )?given notice|what (?:it|mine|ours|the flat|the house) (?:might|would|could|will) fetch|(?:putting|put|get|getting) (?:the|my|our) (?:home|house|place|property|flat)(?: in [a-z]+(?: [a-z]+)?)? on(?: the market)?|nikalna|bechna|bechni|vechvu|vechvanu|maarat(?:a|ha) maad(?:beku|bekide|bekagide)|maarabeku|list (?:karo|kar do|kar dijiye)|kitna milega|how much (?:will|would|can|could) (?:i|we) get|what (?:will|would|can|could) (?:i|we) get|tenants? (?:chahiye|wanted|needed|required)|kira[yi]e?dar chahiye|kiraydar chahiye|bhadyane (?:dyaycha|dyaych|dene)|tenant shodh\w*|(?:rent|kiraye?|kiraaye?) (?:pe|par|pr) (?:dena|deni|dene|dunga|dena hai)|bhade aapv[a-z]*|(?:need|want|find|looking for) (?:a |an )?(?:[a-z]+ ){0,2}tenants?|rent mil(?:ega| jayega| sakta)|(?:give|giving|put|putting) (?:it |(?:my|our|the) [a-z0-9]+ )?(?:on|for) rent|(?:want|looking|like|need|planning|plan) to let (?:(?:it|(?:my|our|the) [a-z0-9]+) )?out\b|(?:want|looking|like|need|planning|plan) to let (?:it|my|our|the)\b|rental valuation|(?:(?:my|our|current|the) )?tenants? (?:are |is )?(?:moving|moved|leaving|vacating))\b`, 'g') },
  { intent: 'sell', weight: STRONG, pattern: /\b(?:sell(?:ing)?|sold|list(?:ing)? (?:my|our) (?:home|house|property|condo|place|apartment|flat|villa|plot)|(?:get|book|arrange|want|need|like|do|give (?:me|us)) (?:a |an |the )?(?:free |market |proper |rough |rental )?valuation|valuation (?:of|on|for) (?:my|our)|valu(?:e|ing) (?:my|our)|apprais(?:al|e)|what'?s (?:my|our) (?:home|house|place|property|flat) worth|(?:my|our) (?:home|house|place|property|flat) (?:is )?worth|put (?:my|our) (?:home|house|place|property|flat) on the market|(?:rent|let)(?:ting)? out (?:my|our)|(?:let|rent)(?:ting)? (?:my|our) (?:flat|house|apartment|property|place|villa)(?: out)?|tenants? for (?:my|our)|looking for (?:a )?tenants?|find (?:a |me a )?tenant)\b/g },
  { intent: 'browse', weight: 2.5, pattern: /\b(?:not (?:buying|renting|looking|moving|selling) (?:right now|now|yet|at the moment|atm)|having a nos(?:e|ey|y)|not (?:actually |really )?looking to (?:move|buy|rent)(?: just yet| yet| for a (?:year|while))|not (?:actually |yet |really )?in a position to (?:buy|move|rent)|just (?:want|wanted) to know|just looking (?:for now|at the moment|atm|really)|not (?:really |quite |actually )?in the market(?: yet)?|(?:get|getting) a feel(?: for the market)?|not (?:actually |really )?moving (?:yet|just yet|any ?time soon)|(?:haven'?t|have not) decided (?:if|whether)|might just (?:extend|stay)|just (?:looking|browsing|curious|checking|exploring|window shopping|seeing|getting an idea|having a look|a nosey?)(?! (?:for|to|into)\b)|just checking (?:prices|rates|options|what'?s)|only looking|browsing|window shopping|not ready (?:yet|to)|getting a feel|(?:getting|get) an idea|early stages?|some ?day|(?:bas|sirf|fakt|just|summa|only)(?: \w+)? idea|idea (?:chahiye|chahida|chahidi|gheto|ghetoy|ku|ke liye|joiye)|koi jaldi nahi|(?:abhi|ata|ippo|ippudu) (?:plan )?(?:nahi|nako|illa|ledu)|plan (?:ellam )?(?:innum )?(?:illa|ledu|nathi|nahi hai)|(?:ata|abhi) ghyaycha nahi|pore dekhbo|pudhchya varshi|agle saal dekhenge|exploring (?:options|the market)|no (?:fixed )?plans? yet|(?:abhi )?koi plan nahi|aise hi dekh\w*|bas dekh (?:rahe|raha|rahi)|(?:kono )?plan nei|(?:shudhu|sudhu) idea|options joi rah\w*|(?:not|no) (?:planning|plans?) to (?:move|buy|rent)(?: yet| any ?time soon)?)\b/g },
  { intent: 'buy', weight: STRONG, pattern: /\b(?:(?:our|my) own (?:home|house|place|flat|villa)|amma nanna kosam|for (?:me and (?:my )?wife|self and wife|my parents to (?:live|stay|settle))|khud ka ghar|ghar (?:banana|banwana)|kh(?:a|ee?)rid(?:na|ni|ne|enge|egi|ega|unga|ungi|oge|na hai)|khud (?:ke liye|rehna|rahna|rehne)|apne liye|apna ghar|nijer thakar|buy(?:ing)?|bought|purchas(?:e|ing)|to own|own (?:a|my|our) (?:home|house|place|property|condo|apartment|flat)|owning|homeowner|home ?buyers?|first[- ]time buyers?|ftb|mortgage offer|for sale|down ?payment|closing costs|escrow|(?:self|own|end)[- ]use|for (?:my|our) (?:own )?(?:family|parents) to (?:live|stay)|stamp duty|chain[- ]free|cash buyers?|mortgage in principle|agreement in principle|decision in principle|\bmip\b|\baip\b|\bdip\b|booking amount|token (?:amount|money)|(?:put|make|making) an offer|offer accepted|sale agreed|registry|registration)\b/g },
  { intent: 'buy', weight: 2, pattern: /\b(?:ground rent|service charges?|(?:how long|years?|long) (?:left |remaining )?on the lease|(?:short|long) lease|lease length|years (?:left |remaining )?on the lease|lease extension|mortgage|pre-?approved|home loan|housing loan|loan (?:eligibility|sanction(?:ed)?)|ready[- ]to[- ]move|\brtm\b|under[- ]construction|possession|resale|new launch|new[- ]build|freehold|leasehold|share of freehold|rera|\boc\b)\b/g },
  { intent: 'rent', weight: STRONG, pattern: /\b(?:(?:kiraye?|kiraaye?|kiraya|kirae|kiraae)(?: (?:pe|par|pr|mein|me))?|adde(?: ki| ku|ki|ku)?|baadige|badige|bhadige|bhadyane (?:pahije|havay|hava|ghyaycha)|bhara (?:chai|chaai|nebo)|rent(?:s|ing|ed)?|rental|on rent|lease|leasing|tenant|tenancy|landlord|to let|sublet|sublease|paying guest|\bpg\b|rent agreement|lock[- ]in period)\b(?!\W+(?:a |an |the )?(?:car|cars|vehicle|truck|van|bike|suv|scooter|boat)\b)/g },
  { intent: 'rent', weight: 2, pattern: /\b(?:per month|a month|monthly|each month|\/ ?mo(?:nth)?|pcm|p\.c\.m|per week|\bpw\b|holding deposit|security deposit|referencing|move[- ]in date)\b/g },
  // Weak: in practice "an apartment" with nothing else is a rental enquiry, but one word of "buy" outweighs it.
  // ("flat" is not one: in the UK and India people buy flats as often as they rent them.)
  { intent: 'rent', weight: 1, pattern: /\b(?:apartments?|appartments?|studio|furnished|relocation package)\b/g },
];

interface Hit {
  intent: KnownIntent;
  weight: number;
  at: number;
}

// Words that name no wish: a plan given up ("pehle socha tha rent pe dila du"), where the lead lives now ("we're renting
// atm", "unka abhi kiraye ka hai", "our lease ends", "in a rented place", "why
// waste money on rent", "the landlord is selling up": a tenant looking to buy says all of these), a comparison ("rents
// vs prices") and a Scottish home report.
const PRESENT_HOME = /\b(?:pehle (?:socha|soch rah[ae]|plan kiya) (?:tha|the|thi)[^.?!\n,;]{0,40}|(?:abhi|filhal)\s+(?:\w+\s+){0,2}?(?:kiraye?|kiraaye?)\s+(?:ka|ke|ki|pe|par|mein|me)\s+(?:hai|hain|h|he|rehte|rahte|reh rahe|rah rahe|ghar|makaan|flat)|(?:kiraye?|kiraaye?) (?:ke|ka) (?:ghar|makaan|flat) (?:mein|me) (?:rehte|rahte|reh|rah)\w*|(?:kiraye?|kiraaye?) (?:pe|par|mein|me) (?:rehte|rahte|reh rahe|rah rahe)|(?:(?:currently|presently|now|abhi) (?:(?:staying|living|rehte|reh rahe) )?|(?:staying|living) )(?:on|in) rent(?:ed)?(?: (?:house|flat|place|home))?|(?:(?:the|our|my) )?landlord(?:['’]s| is)? sell(?:ing|s)?(?: up)?|home report(?: value| valuation)?|rents? (?:vs\.?|versus|or|and) (?:prices|buying|sales?)|prices (?:vs\.?|versus|or|and) rents?|(?:we|i) (?:currently |still )?rent (?:in|at|a|our|my)\b|(?:we'?re|we are|i'?m|i am|currently|presently|still) (?:currently |still )?renting(?: (?:atm|now|currently|at the moment|right now|in [a-z]+))?|renting (?:atm|now|currently|at the moment|right now)|renting (?:in [a-z]+ )?(?:at the mo|atm|at the moment)|(?:our|my) (?:current )?(?:lease|tenancy|rental(?: agreement)?|rent agreement|landlord|rent)\b|(?:pay(?:ing)?|waste|wasting) (?:[\w₹£$.,]{1,10} (?:on )?)?rent|(?:in|from) a rent(?:ed|al) (?:place|flat|house|home|apartment)|instead of (?:paying )?rent(?:ing)?|(?:the|our|my) (?:tenancy|lease)(?:['’]s| is)? (?:up|ending|ends|runs out)|repayments?[^.?!\n]{0,25}?(?:a|per) month|tired of renting|stop renting|(?:car|vehicle)\s+rentals?|(?:otherwise|or else|else) (?:we['’]?re|we['’]?ll|we will|we['’]?d|we would|i['’]?m|i['’]?ll|i will|i['’]?d|i would) (?:\w+ ){0,3}?(?:into (?:a )?rental|rent(?:ing)?)|rent(?:ing)? (?:somewhere |something )?(?:in the meantime|short[- ]term (?:while|until|till)))\b/g;

const HINDI_NOT_AFTER = /^\s*(?:\w+\s+)?(?:nahi|nahin|nai|mat)\b/;

/** Cue hits in one clause; a negated cue counts against its intent. `asked`: an agent's question, read as offered. */
function clauseHits(clause: string, asked = false): Hit[] {
  const text = clause.replace(PRESENT_HOME, (phrase) => ' '.repeat(phrase.length));
  // Characters an earlier cue already used: "rental yield" is one investment cue, not also a rental one.
  const taken = new Uint8Array(text.length);
  const hits: Hit[] = [];
  for (const cue of CUES) {
    for (const match of text.matchAll(cue.pattern)) {
      if (taken[match.index] || taken[match.index + match[0].length - 1]) continue;
      taken.fill(1, match.index, match.index + match[0].length);
      // Words before the cue negate it ("not ready yet" is browsing, not a negated cue), and so does Hindi's "nahi"
      // after it ("investment nahi hai").
      const negated = negatedAt(text, match.index) || HINDI_NOT_AFTER.test(text.slice(match.index + match[0].length, match.index + match[0].length + 20));
      hits.push({ intent: cue.intent, weight: negated ? -cue.weight : cue.weight, at: match.index });
    }
  }
  // "Should we rent or buy?": naming both is indecision, not evidence for either.
  const positive = new Set(hits.filter((h) => h.weight >= STRONG).map((h) => h.intent));
  if (!asked && positive.size >= 2 && /\b(?:or|vs|versus)\b/.test(clause)) return hits.map((h) => ({ ...h, weight: Math.sign(h.weight) }));
  return hits;
}

// Most messages ("What's their number?") name no intent at all: one cheap test skips them.
const ANY_CUE = /ghar|maara|vidanum|vidaporen|vidalam|viduren|kodukkan|ivvali|isthanu|kodbeku|kodtini|debo|dite ch|adde|badige|baadige|bhadige|joi rah|bhara|bhady|kosam|plan nei|easy|nos|accept|agency|agent|stc|subject|furnish|relocation|position|fetch|notice|not for|dispose|resale|buyer|nikal|bech|vech|list|milega|get|know|guarantor|bills|halls|years|student|pppw|person|market|khud|apne|apna|nijer|rent|hmo|report|closing|notes? of|decided|extend|exit|leas|tenan|landlord|let\b|buy|bought|purchas|own|sale|sold|payment|escrow|mortgage|approv|loan|sell|valu|apprais|worth|invest|yield|roi\b|cash|cap rate|flip|portfolio|brows|look|shop|curious|explor|just|check|plan|ready|feel|stage|some ?day|apart|appart|flat|studio|idea|jaldi|nahi|nako|illa|ledu|nathi|pore dekhbo|varshi|agle saal|kira|bhade|paisa|paise|invstment|invesment|badhe|bechunga|month|\/ ?mo|pcm|p\.c\.m|\bpw\b|week|\bpg\b|guest|deposit|referenc|move|self|use\b|famil|parent|stamp|chain|principle|\bmip\b|\baip\b|\bdip\b|ftb|token|booking|offer|agreed|regist|possess|construct|launch|build|hold|rera|\boc\b|\brtm\b|btl|apprec|growth|idea|seeing/;

// "can rent short term if we have to": a fallback, not the plan.
const HEDGE = /\b(?:if (?:we|i) (?:have|had) to|if needed|if necessary|short[- ]term|temporarily|in the meantime|later|eventually|down the line)\b/;
// "thinking of buying instead", "actually Chorlton, to rent", "socha hai rent hi le lu" (I've decided to just rent): what
// the lead now wants outweighs what they said before.
const CHANGES_MIND = /\b(?:actually|instead|so (?:we['’]?re |we are |i['’]?m |i am )?(?:buying|renting) now|socha hai|soch liya|(?:ab|abhi) (?:to )?[a-z]+ hi (?:le|lena|lenge|karenge|chahiye|theek)|changed (?:my|our) minds?|on second thoughts?|scrap that|rather|(?:you['’]?ve|you have) convinced (?:me|us)|(?:i['’]?ll|we['’]?ll|i will|we will|let['’]?s) go (?:for|with)|(?:i['’]?ve|we['’]?ve|i have|we have) decided)\b/;

function hitsIn(parts: string[], asked = false): Hit[] {
  // `at` orders hits through the whole text, so "rent or buy?" offers rent first.
  return parts.flatMap((clause, i) => {
    if (!ANY_CUE.test(clause)) return [];
    const weight = asked ? 1 : CHANGES_MIND.test(clause) ? 2 : HEDGE.test(clause) ? 0.3 : 1;
    return clauseHits(clause, asked).map((h) => ({ ...h, weight: h.weight > 0 ? h.weight * weight : h.weight, at: i * 10_000 + h.at }));
  });
}

/** The intents an agent's question offers, in the order asked ("rent or buy?" → rent, buy). */
function offeredIntents(question: string): KnownIntent[] {
  const offered = hitsIn(clauses(question), true)
    .filter((h) => h.weight >= STRONG && h.intent !== 'browse')
    .sort((a, b) => a.at - b.at)
    .map((h) => h.intent);
  return [...new Set(offered)];
}

/** A short reply resolved against the agent's question: "The first one", "Yes" to "Are you buying?". */
function answerHits(turn: LeadTurn): Hit[] {
  if (!turn.question || wordCount(turn.text) > 8) return [];
  const offered = offeredIntents(turn.question);
  const reply = turn.text.toLowerCase();
  if (offered.length >= 2) {
    if (/\b(?:first|former)\b/.test(reply)) return [{ intent: offered[0], weight: STRONG, at: 0 }];
    if (/\b(?:second|latter|last)\b/.test(reply)) return [{ intent: offered[offered.length - 1], weight: STRONG, at: 0 }];
    return [];
  }
  if (offered.length === 1 && turn.question.includes('?')) {
    const answer = answerOf(reply);
    if (answer) return [{ intent: offered[0], weight: answer === 'yes' ? STRONG : -STRONG, at: 0 }];
  }
  return [];
}

/** The CRM's previous intent is a weak prior: a word of the lead's own outweighs it. */
function priorHits(previousIntent: string): Hit[] {
  const prior = previousIntent.trim().toLowerCase();
  if ((LEAD_INTENTS as readonly string[]).includes(prior) && prior !== 'unknown') return [{ intent: prior as KnownIntent, weight: 1.5, at: 0 }];
  return hitsIn(clauses(prior)).map((h) => ({ ...h, weight: h.weight / 2 }));
}

// An owner finding a tenant: their chat is full of rent words ("rent kitna", "tenant dega", "previous tenant paid 26k")
// that describe the let, not a home they want to rent.
const LETTING = new RegExp(String.raw`\b(?:${LETS_IT_OUT}|tenants? (?:chahiye|wanted|needed|required|shodh\w*)|kira[yi]e?dar chahiye|kiraydar chahiye|(?:rent|kiraye?|kiraaye?) (?:pe|par|pr) (?:dena|deni|dene|dunga)|bhade aapv\w*|bhadyane (?:dyaycha|dyaych|dene)|(?:need|want|find|looking for|get) (?:a |an |me a |us a )?(?:[a-z]+ ){0,2}tenants?|(?:give|giving|put|putting) (?:it |(?:my|our|the) [a-z0-9]+ )?(?:on|for) rent|(?:want|looking|like|need|planning|plan) to let (?:it|my|our|the)\b|(?:rent|let)(?:ting)? out (?:my|our)|(?:let|rent)(?:ting)? (?:my|our) (?:flat|house|apartment|property|place|villa)|tenants? for (?:my|our)|rental valuation)\b`);

/** The lead is an owner finding a tenant ("kiraye pe dena hai", "need tenants"): their money is a rent. */
export function lettingOut(turns: LeadTurn[]): boolean {
  return turns.some((turn) => turn.clauses.some((clause) => LETTING.test(clause) && !negatedAt(clause, clause.search(LETTING))));
}

/** Reads the lead's intent from the lead's own words, with the CRM's previous intent as a weak prior. */
export function readIntent(turns: LeadTurn[], previousIntent: string): IntentReading {
  const score = new Map<KnownIntent, number>();
  const lastSeen = new Map<KnownIntent, number>();
  const add = (hit: Hit, order: number, recency: number) => {
    score.set(hit.intent, (score.get(hit.intent) ?? 0) + hit.weight * recency);
    if (hit.weight > 0) lastSeen.set(hit.intent, order);
  };
  priorHits(previousIntent).forEach((hit) => add(hit, -1, 1));
  const letting = lettingOut(turns);
  // "ok let's look at buying instead": the lead's last change of mind is what they now want, however often they said
  // the other thing before it.
  let decided: KnownIntent | null = null;
  turns.forEach((turn) => {
    // Later messages count a little more: a lead who changes their mind ends on what they want.
    const recency = 1 + (0.5 * turn.index) / Math.max(1, turns.length);
    [...hitsIn(turn.clauses), ...answerHits(turn)].filter((hit) => !(letting && hit.intent === 'rent' && hit.weight > 0)).forEach((hit) => add(hit, turn.index, recency));
    for (const clause of turn.clauses) {
      if (!CHANGES_MIND.test(clause) || HEDGE.test(clause)) continue;
      const named = new Set(clauseHits(clause, false).filter((h) => h.weight >= STRONG && h.intent !== 'browse').map((h) => h.intent));
      if (named.size === 1) decided = [...named][0];
    }
  });
  if (decided) add({ intent: decided, weight: 2 * STRONG, at: 0 }, turns.length, 1);

  const ranked = [...score.entries()]
    .filter(([, points]) => points > 0)
    .sort((a, b) => b[1] - a[1] || (lastSeen.get(b[0]) ?? -1) - (lastSeen.get(a[0]) ?? -1));
  const ruledOut = [...score.entries()].filter(([intent, points]) => points < 0 && intent !== 'browse').map(([intent]) => intent);
  const browsing = (score.get('browse') ?? 0) > 0;
  if (ranked.length === 0) return { intent: 'unknown', strength: 'none', ruledOut, browsing };
  const [intent, points] = ranked[0];
  return { intent, strength: points >= STRONG ? 'strong' : 'weak', ruledOut, browsing };
}
