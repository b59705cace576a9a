import type { Currency, MoneyAmount } from '../../../../shared/markets.js';
import type { LeadTurn, Turn } from './conversation.js';
import { bareMoneyCue, INDIAN_UP_TO, scaleBare, type MoneyPurpose } from './bare-amount.js';
import { moneyIn, type MoneyMention } from './money.js';
import { isConversionOf } from './conversion.js';
import { answerOf } from './text.js';

export interface Budget extends MoneyAmount {
  bound: 'about' | 'up to' | 'at least';
  /** The text named the currency; otherwise it is the conversation's or the market's. */
  currencyNamed: boolean;
  /** 'stated' by the lead, or 'accepted': the lead said yes to a price the agent quoted. */
  source: 'stated' | 'accepted';
  /**
   * The lead tied the amount to themselves: a limit ("max", "upto", "tak"), a range, an answer to "What's your
   * budget?", or a yes ("20k done"). An amount said in passing ("paid 42 lakh", "repayments £1,650") is not firm.
   */
  firm?: boolean;
  /** Firm only through a hedge ("around 85 lakh", "3ish"): the lead's figure, unless they also give a firmer one. */
  hedged?: boolean;
}

/** Below this, an amount with no period is a rent, not a price: no home sells for $20,000 or ₹5 lakh. */
const MONTHLY_BELOW: Record<Currency, number> = { USD: 20_000, GBP: 20_000, INR: 500_000 };
/** Below this an amount is a fee, a fare or a count, not what a home costs or rents for. */
const SMALLEST: Record<Currency, number> = { USD: 300, GBP: 200, INR: 3_000 };
/**
 * A buyer's total below this is a deposit, a gift, savings or a tax, not what a home costs: "with mum's 20k", "putting
 * down 25% (so about £45k)". On the writers' fresh conversations it was wrong every time (six of six). Indian plots in
 * small towns do sell for a few lakh, so rupees have no floor.
 */
const HOMES_FROM: Record<Currency, number> = { USD: 50_000, GBP: 50_000, INR: 0 };

export function isMonthly(budget: Pick<Budget, 'amount' | 'period' | 'currency'>): boolean {
  return budget.period === 'month' || budget.period === 'week' || (budget.period === null && budget.amount < MONTHLY_BELOW[budget.currency]);
}

// Words that make an unmarked number money ("budget is 3000", "can pay 25000").
const BUDGET_CONTEXT = /\b(?:budget|bajet|bujet|happy with|suit|spend|afford|price range|range|pay|paying|max|maximum|up ?to|under|below|around|about|less than|no more than|within|offer|bid|rent|price|cost|tops|ceiling|limit|mark|stretch|go (?:up )?to|go (?:above|over|beyond)|take|works|can do|guide|asking|offers? over|monthly|per month|a month|done|deal|final|put (?:it )?on at|list (?:it )?at|market (?:it )?at)\b/i;
const ASKS_BUDGET = /\b(?:budget|bajet|bujet|price range|how much|what range|spend|afford|looking to pay|expect(?:ing|ation)?|expected(?= (?:rent|price|budget|amount|sale price|value)\b|\s*\?)|what price|what (?:sort|kind) of (?:price|budget|figure)|what(?:['’]s| is) (?:your|ur|the) (?:max(?:imum)?|limit|ceiling|upper limit|top end)|kitn[ae](?= (?:ka|ki|ke|tak|me|mein|budget|paisa|paise|rent|kiraya|price|rate|dena|denge|milega|expect|chahiye|rakhna|rakhoge|rakhenge|rakha|rakhe|hai)\b)|koto|asking price)\b/i;
// Money that is not the price of the home: a token paid, a deposit, an EMI, a salary, a loan, fees and bills.
const NOT_THE_PRICE_BEFORE = /\b(?:token|booking(?: amount)?|lease amount|deposit|advance|brokerage|commission|maintenance|stamp duty|registration|emi|salary|salaries|income|earn(?:s|ing)?|ctc|loan(?: of| amount| approved| sanctioned| eligibility)?|borrow(?:ing)?|mortgage (?:of|for)|(?:mortgage|agreement|decision) in principle|mip|aip|dip|down ?payment|service charge|ground rent|council tax|fees?|bills?|per sq\.? ?ft|rate|psf|saved|savings|deposit of|plc|floor rise|parking|club(?:house)? (?:membership|charges?)|gst|corpus|society charges?|legal charges?|reservation fee|admin fee|agency fee|sold|yield|take[- ]home|in[- ]hand|hra|package|bought|purchased|paid|dep|liya tha|liye the|li thi|kharida|khareeda|(?:has|had|have|got|accepted|received) an offer|(?:(?:my|our) (?:own |current )?(?:flat|house|home|place|property)|ours|mine)\b[^.?!\n]{0,40}?\b(?:under offer|sale agreed|sold|on the market)|(?:went|gone|is) under offer at|sale agreed at|(?:i['’]?ve |we['’]?ve |i have |we have )?heard|been told|you (?:said|mentioned|quoted|suggested)|pension|lump sum|inheritance|bonus|gratuity|commutation|(?:own )?contribution|(?:now|currently|presently|already) (?:paying|getting)|paying now|pays|(?:we|i) pay|(?:i['’]?m|i am|we['’]?re|we are|he['’]?s|she['’]?s) (?:an? )?[a-z]+ on|(?:bought|purchased|sold|paid)[^.?!\n,;]{0,30}?\b(?:19|20)\d\d (?:for|at)|repayments?|instalments?|worth|owe|(?:tenants?|they|he|she) (?:pay|pays|paying|are paying|is paying)|valued at|came (?:in|back) at|went for|going for|(?:help|helping|chip in|chipping in|contribute|contributing|put in|putting in) (?:us |me |them )?(?:out )?with|(?:see|saw|seen|spotted|noticed) (?:a|one|some|a couple|two|three|a few|few|them|it|ones)(?:\s[^.?!\n,;\d]{0,30}?\b(?:for|at|around|about|from))?|(?:have|has|had) (?:been )?(?:let|rented|sold|gone)(?: out)? (?:at|for)|(?:would|'d|’d|could|might|will|should) go for|(?:\d?\s?bhks?|flats|houses|homes|ones|they|them|these|those|properties|places|units) (?:usually |typically |generally |normally )?(?:go|sell|rent) for|fetch|(?:told|quoted|advised) (?:him|her|them)|at a cost of|cost (?:us|me)|(?:we|i) spent|(?:bank|builder|owner|broker|agent|seller|landlord|malik|makaan malik) ne|(?:broker|agent|valuer|surveyor|bank|builder|owner|seller|vendor|landlord)(?: there| here)? (?:says?|said|reckons?|thinks?|estimates?|estimated|valued it))\b[^.?!\n,;\d]{0,25}$|\b(?:mum|mom|mam|dad|father|mother|parents|in-?laws|papa|mummy|nan|gran)['’]s?\s*$/i;
// After the number: "£450 let-only" (an agent's fee), "85L sanction kela" (a loan), "42 lakh e kineche" (Bengali: bought for), "32k de raha hu" (Hindi:
// paying now), "£250 ground rent".
// "200 gaj ka roughly 1.3 cr chal raha hai wahan": the going rate, not the lead's figure.
// "Broker 60-70 lakh varum nu sonnaru" (Tamil), "ota aas paas 1.5 cr worth hobe bolchhe sobai" (Bengali): a figure
// someone else gave, for the lead's own home.
const OTHERS_SAY_AFTER = /^\s*(?:worth\s+)?(?:varum|kidaikkum|kedaikkum|hobe|hoibe|pabo|yeil|yetil|vastundi|vastadi|barutte)\s+(?:nu|ani|ante|antunnaru|bole|bolchhe|bolche|bolchilo|bollo|mhant\w*|mhanal\w*|anta)\b/i;
const NOT_THE_PRICE_AFTER = /^\s*(?:one|ones|wala|wale|waala|wali|option|listing)\b|^\s*(?:let[- ]only|tenant[- ]find(?: only)?|set[- ]?up fee|admin fee|(?:\+|plus|inc\.?|incl\.?|including) vat)\b|^\s*(?:ka |ki |ke )?(?:chal (?:raha|rahi|rahe)|chalta|chalti)\s+(?:hai|h|he)\b|^\s*(?:[^\s(]\S*\s+)?(?:loan|sanction(?:ed)?|approved|(?:me|mein|ko) (?:liya|liye|li|kharida|khareeda)|kineche|kinechi|kinlam|kharid[a-z]*|ghetl[a-z]*|de raha|de rahe|de rahi|deta hu|dete hai|bhar raha|bharte|ground rent|service charge|owed|outstanding|left on the mortgage|on (?:the|a|our|my) mortgage|interest[- ]only|in mortgage payments|left over|to spare|spare|set aside|(?:above|over|below|under|more than|less than) (?:my|our|the) (?:limit|budget|max)|put aside|for (?:the )?(?:works|refurb[a-z]*|renovations?|doing it up)|here and there|up or down|upar neeche|kam zyada|negotiation|discount|aayega|aayenge|aa jayega|aa jaega|on top|for (?:the )?lease)\b|^\s*(?:as |for |of |in |towards )?(?:the |a |my |our )?(?:token|booking|deposit|advance|emi|salary|loan|down ?payment|brokerage|maintenance|stamp duty|per sq|psf|a sq|saved|in savings|(?:in )?(?:a|my|our) (?:lisa|isa))/i;
// A sharer's part of the rent: "£95 pppw", "6k per head". The whole home's rent, when the lead gives it, comes first.
const PER_PERSON_AFTER = /^\s*(?:per head|a head|per person|pp|per bed)\b/i;
// "per head 12k max. so 36k total": the share said first, then the whole it makes.
// "£110 each a week incl bills so £440 a week for the house": the whole the shares make.
const SO_IN_TOTAL = /\bso\s+\|\s*(?:total|in total|altogether|between us|for (?:the (?:whole )?(?:house|flat|place|property)|all of us|us all|everyone))\b/i;
const PER_PERSON_BEFORE = /\b(?:per head|per person|per bed|each person|har ek ka|ek ka)\s*(?:is\s+|of\s+|about\s+|around\s+|max\s+|upto\s+|up to\s+)?$/i;
// "130 pw each": each sharer's rent; "£95k each" for two houses is each home's price.
const EACH_AFTER = /^\s*each\b/i;
const PER_PERSON = /\bpp ?pw\b|\bpppw\b/i;
// "max 95 each pw": a sharer's weekly rent with the period after the share.
const EACH_WEEK_AFTER = /^\s*(?:each|pp|per person|per head)\s*(?:pw|p\/w|per week|a week|weekly)\b/i;
// "maintenance extra ok but not more than 3k": a payment beside the rent or price, named earlier in the sentence with
// no amount and no word for the rent or price between.
const SIDE_PAYMENT_BEFORE = /\b(?:maintenance|deposit|advance|brokerage|service charge)\b(?![^.?!\n]*\b(?:rent|budget|price|cost|total|emi|all in|max|maximum|limit|ceiling|afford|looking|spend|so|offer|go|buy|mortgage|house|flat|home|place|property)\b)[^.?!\n\d]{0,50}$/i;
// "Deposit thoda kam ho sakta hai? 1 lakh max": the answer, in the same message, to the lead's own question about a
// payment.
// The agent asks about a payment beside the price: "Do you have a deposit saved?", "Token kitna doge?". On the fresh
// forty-second batch a buyer's "about 15k yeah" became a £15,000 budget. Not "Cash or mortgage?": that asks how they
// pay, and the answer's amount ("cash, up to £220k") is the price.
const ASKS_PAYMENT = /\b(?:deposit|down ?payment|savings|saved|emi|salary|income|token|booking amount|maintenance|advance|brokerage)\b[^?\n]{0,60}\?/i;
// Words in the answer's sentence that make its amount the price after all: "about 15k, so budget 200 max".
const NAMES_THE_PRICE = /\b(?:budget|bajet|rent|price|total|all[- ]in|afford|spend|look(?:ing)? (?:at|for)|buy|purchase|house|flat|home|place|property)\b/i;
const PAYMENT_QUESTION_BEFORE = /\b(?:deposit|advance|token|maintenance|brokerage)\b[^\d\n?]{0,40}\?\s*$/i;
// "With 12k deposit you could look at flats around £110-120k": a clause about what to buy names a price, not the deposit.
const SMALL_PAYMENT_BEFORE = /\b(?:token|booking(?: amount)?|deposit|advance|emi|maintenance|brokerage|fees?|service charge|ground rent|council tax)\b(?![^.?!\n,;\d]*\b(?:look(?:ing)? at|buy|afford|flats|houses|homes|properties)\b)[^.?!\n,;\d]{0,25}$/i;
// A mortgage or loan named just before the number is its size, not the price: "BTL mortgage agreed for 337.5k", "the
// mortgage on it is 1,300 a month".
// "Loan pre-approval done with SBI for 50 L", "Loan ka bhi dekh lena, 90 lakh chahiye hoga": the loan, not the price.
const LOAN_BEFORE = /\b(?:mortgage|loan)\b(?:\s+[a-z-]+){0,4}\s+(?:of|for|is|at|agreed|approved|sanctioned)\s*(?:about |around |roughly )?$|\bloan (?:ka|ke|ki|bhi|lena|chahiye|lagega)\b[^.?!\n\d]{0,30}$/i;
// What the lead pays today is not what they want to pay: "currently renting in Jericho at £2,400 pcm".
// "atm paying 875 and want to stay round Headingley, max £950": a new wish ends what is paid now.
const CURRENT_HOME_BEFORE = /\b(?:current(?:ly)?|present(?:ly)?|right now|at the moment|atm)\s+(?:renting|paying|rent(?:ed)?|living|staying|pay)\b(?:(?!\b(?:want|wants|wanted|looking|need|max|budget)\b)[^.?!\n;]){0,40}$|\bcurrent rent\b[^.?!\n;]{0,20}$/i;
// An area is never a budget: "1,120 sq. ft.", "1450 sqft carpet", "200 gaj", "95 sq m".
const AREA_AFTER = /^\s*(?:sq\b|sq\.?\s?(?:ft|feet|foot|m|mt|mtrs?|yd|yards?)\b|sq\.|sqft|sft|square|gaj|acres?|cents?|guntha|ft²|m²|sqm|ft\b|feet\b|carpet|built[- ]?up|super)/i;
// A rate per unit of land: "1 lakh 10 hazaar per gaj", "95k-1 lakh gaj me" is no price to read a bare "2.5" against.
const RATE_AFTER = /^\s*(?:per|\/|a)\s?(?:sq|gaj|yard|sq ?yd|cent|katha|acre|guntha|marla|bigha)/i;
const AREA_BEFORE = /\b(?:carpet|built[- ]?up|super(?: built[- ]?up)?|plot|area|size|sized?)\b[^.?!\n\d]{0,20}$/i;
// "flat 1204", "house no. 23", "plot #7", "sector 62": numbers that name, not amounts.
const NAMES_A_PLACE = /\b(?:flat|house|no\.?|number|plot|unit|apt|room|tower|floor|sector|block|phase|pin|pincode|postcode|door|bus|route|wing)\s*#?\s*$/i;
const YEAR = /^(?:19|20)\d\d$/;
// Service charge, ground rent: a yearly figure is never a home's price or monthly rent.
const YEARLY_AFTER = /^\s*(?:pa|p\.a|per annum|a year|per year|annually|a yr|(?:each )?(?:this|per|a|every) (?:yr|year))\b/i;
// A portal form's listing fields: the price there is the listing's ("Price: Offers over £650,000").
const LISTING_LINE = /^\s*(?:property|listing|advert|ad|ref|reference|price|asking price|guide price|listed price)\s*:/i;
// A portal's enquiry headline ends with the listing's price: "ESPC enquiry — 1 bed flat, Iona Street, Leith — Offers over
// £195,000".
const LISTING_HEADLINE_BEFORE = /\b(?:enquiry|inquiry)\s*[-–—:]\s*[^\n]{0,100}(?:\s[-–—|]|,)\s*$/i;
// "Interested in Depot Rd property (asking £430k)", "(owner asking 38k)": a listing's price in brackets.
const BRACKETED_ASKING_BEFORE = /\(\s*(?:(?:owner|landlord|seller|vendor)s?\s+)?(?:asking|on at|guide(?: price)?|listed at)\s*$/i;
const OTHERS_DEAL_BEFORE = /\b(?:neighbou?rs?|cousin|friends?|mates?|pals?|uncle|aunt(?:ie|y)?|brother|sister|relatives?|colleagues?)(?:['’]s?)?\b[^.?!\n]{0,40}?\b(?:got|gets|getting|paid|pays|bought|sold|charges?|charging)\b[^.?!\n\d]{0,50}$/i;
// "My cousin is buying it from us, deal done at 32 lakh": the price of the lead's own home, sold.
const SOLD_TO_THEM_BEFORE = /\b(?:buying|bought|purchasing|taking) it from (?:us|me)\b[^.?!\n\d]{0,30}$/i;
const AGENT_REPORT = /(?:^|[;,–—]\s*)[-*•\s]*(?:i |we )?(?:told|quoted|advised|informed|explained to|suggested to|gave) (?:him|her|them)\b|^\s*[-*•]?\s*(?:advised|quoted|informed|explained)\b|(?:^|[;,–—]\s*)\s*(?:i|we) (?:mentioned|said|quoted|suggested|explained|showed|pitched)\b/i;
const DEPOSIT_EARLIER = /\b(?:\d+\s*months?['’]?\s*(?:security )?(?:deposit|advance)|(?:deposit|advance)\s*(?:of\s*)?\d+\s*months?)\b(?![^.?!\n]*\b(?:budget|rent|price)\b)[^.?!\n]*$/i;
// A buyer in a chain: "we're selling our place in Exeter, hoping for 420 for that".
// "Dombivli wala dusrya broker kade listed aahe, 58 lakh expected": a buyer's own home, listed for sale.
// "We've accepted an offer on our flat in Redland, £312k": what their own home sold for.
const OWN_SALE_BEFORE = /\blisted\b[^.?!\n\d]{0,30}$|\boffer on (?:our|my) (?:current |own )?(?:place|house|flat|home|property)\b[^.?!\n\d]{0,30}$|\b(?:selling|sell|sale of|putting) (?:(?:our|my|his|her|their) )?(?:current |own |ancestral |old |family )?(?:[\w-]+ ){0,3}?(?:place|house|flat|home|property|bungalow|condo|apartment|villa|bhk|rk)\b[^.?!\n]{0,50}$|\b(?:our|my) [^.?!\n]{0,40}\bto sell\b[^.?!\n]{0,40}$|\b(?:apna|apni|hamara|humara|mera)\b[^.?!\n]{0,30}\b(?:bech(?:na|ni|enge|ke|unga|ega)|bik(?:na|ne|ega|e)|sell (?:kar(?:na|ni|ke|enge|unga|ega)?|ho(?:ga|ne|te)))\b[^.?!\n]{0,30}$|\bbech(?:enge|unga|ege|na padega|na hai)\b[^.?!\n\d]{0,20}\b(?:uska|uske|iska|us ka)\s*$|\b(?:ghar|flat|makaan|plot)\b[^.?!\n\d]{0,20}\bbech(?:na|ni|enge|unga|ega)\b[^.?!\n\d]{0,25}$/i;
// "450 a week tops, that's like 1950 a month": the same rent said per month.
const PERIOD_CONVERSION_BEFORE = /\d[^.?!\n\d]{0,15}?\b(?:a|per|p)\s?(?:week|wk|w|month|mth)\b[^.?!\n\d]{0,20}?\b(?:that['’]?s|thats|which is|which['’]?s|i\.?e\.?,?)(?:\s+(?:like|about|around|roughly))?\s*$/i;
// "around 60,000 dollars (roughly 50 lakhs)": the same amount again in another currency, in brackets.
// "USD 150,000 (I understand that is roughly 1.3 crore)": a few words may come before the conversion's own word.
const CONVERSION_BEFORE = /\d[^()\n]{0,30}\(\s*(?:(?:roughly|approx\.?|approximately|about|around|~|=|i\.?e\.?,?|that['’]?s|or|so(?: about| around| roughly)?)?|(?:[a-z'’]+\s+){1,5}(?:roughly|approx\.?|approximately|about|around|~|=))\s*$/i;
/** Which side of a sale the lead is on, when it is known. */
export type Role = 'buying' | 'selling' | null;
// "A builder has offered 2.1 crore but I feel it is worth at least 2.5": to a seller, what a buyer offers is theirs.
const OTHERS_OFFER_BEFORE = /\b(?:builders?|buyers?|developers?|someone|somebody|investors?|neighbou?rs?|party|parties|they|he|she)\b[^.?!\n\d]{0,20}\b(?:offered|offering|bid|bidding|quoted)\b[^.?!\n\d]{0,12}$/i;
// "The jantri valuation is only about 1.4 crore", "Online valuation said £340k", "valued by us at about a hundred and forty
// (£140–145k)": an official, online or agent's figure for the home, nobody's price. Still read, so a bare figure after
// it ("we'd want at least 350") is read against it.
const VALUATION_BEFORE = /\b(?:valuation|valued(?: by (?:us|them|the agent|an agent|the bank))? at|jantri|circle rate|guidance value|ready reckoner)\b[^.?!\n,;\d]{0,40}$/i;
// "I think the flat below let for £1,525 a month last year": a price of the past. Still the scale a bare figure is read
// against ("6 to 7.5 cr in the last year" … "around six and a half").
const PAST_PRICE_AFTER = /^[^.?!\n\d]{0,20}\b(?:last year|last month|(?:a|one|two|few|couple of) (?:years?|months?) (?:ago|back))\b/i;
// "So around 1.1-1.2 cr?" after the agent's rate per square yard: the lead checking the sum, not naming a figure.
const CHECKS_THE_SUM_BEFORE = /^\s*(?:so|that['’]?s|that is|which is)\s+(?:(?:around|about|roughly|approx\.?|like)\s+)?$/i;
// "if I take a 70 lakh flat what would EMI be?": a sum to work a payment out on, not the lead's budget.
const PAYMENT_ON_IT_AFTER = /\b(?:what|how much)\b[^.?!\n]{0,20}\b(?:emi|repayments?|monthly payments?|mortgage payments?)\b[^.!\n]*\?|\bemi (?:kitna|kitni|kya)\b/i;
const NAMES_A_LIMIT = /\b(?:budget|max(?:imum)?|up ?to|afford|tak)\b/i;

/** A figure that is not the lead's to name, however it is worded: a buyer's offer to a seller, a past price, the
 * lead checking the agent's sum, a price to work a payment out on. */
function notTheirFigure({ before, after }: { before: string; after: string }, beforeBound: string, source: Budget['source'], role: Role): boolean {
  if ((role === 'selling' && OTHERS_OFFER_BEFORE.test(beforeBound)) || PAST_PRICE_AFTER.test(after)) return true;
  if (source !== 'stated') return false;
  return (CHECKS_THE_SUM_BEFORE.test(before) && /^\s*\?/.test(after)) || (PAYMENT_ON_IT_AFTER.test(after) && !NAMES_A_LIMIT.test(`${before} ${after}`));
}

/** The words after an amount up to the next comma: "we'd accept £340k, anything below that and the onward purchase
 * doesn't work" gives the reason for the floor, not a price for the next home. */
function untilComma(after: string): string {
  return after.split(/[,;]/)[0];
}

// A seller's next home: "we'd be looking for something smaller afterwards … at around £300,000".
const ONWARD_PURCHASE = /\b(?:afterwards|after (?:that|the sale|ours (?:is )?sells?)|onward (?:purchase|move)|(?:our|my|the) next (?:place|home|house|flat)|something smaller|downsize to|(?:then|and) buy)\b/i;
// "EMI for the 90L comes to about ₹78,000 per month": a loan's monthly instalment, however far from the word "EMI"
// ("an EMI of 65k … works out to around 1 cr" is the price it buys).
const INSTALMENT_BEFORE = /\b(?:emi|repayments?|instalments?|(?:mortgage |monthly )payments?)\b[^.?!\n]{0,40}?\b(?:comes? to|works? out (?:to|at)|would be|will be|around|about|of)\s+(?:about |around |roughly |approx(?:imately)?\.? )?$/i;
// "Our budget is two and a half crore. Can't go to 3.2": a figure the lead refuses.
const REFUSED_BEFORE = /\b(?:can['’]?t|cannot|can not|won['’]?t|couldn['’]?t|not able to|unable to)\s+(?:go|stretch|do|afford|pay|manage|reach)(?:\s+(?:up|upto|up to|to|till|as high as))*\s*$/i;
// "approx 1.3 cr" on its own is an estimate (a value, a cost, a conversion), not a figure the lead sets for themselves.
const ESTIMATE_BOUND = /^approx/i;
// "we're at 650, maybe 675 at a real stretch": where the buyer stands.
const WE_ARE_AT_BEFORE = /\b(?:we['’]?re|we are|i['’]?m|i am) at\s*(?:about |around )?$/i;
// A landlord or seller telling the agent what to list at: "ok then put 16k", "put it at 2.6".
const LIST_IT_AT_BEFORE = /\bput (?:it |the (?:rent|price) )?(?:at |as |for )?$/i;
// Words that only say a figure is rough. On the writers' fresh conversations a budget resting on them alone was wrong
// one time in four, mostly beside a firmer figure ("ek crore chalees lakh tak … getting around 85 lakh for it").
const HEDGE_WORDS = /\b(?:around|about|roughly|approx(?:imately)?|circa|something like|in the region of|(?:in the )?ballpark(?: of)?|ish|(?:ke )?aas ?paas|lagbhag|takriban)\b|~/gi;

/** The words with their hedges blanked out, so what is left says whether anything firmer is there. */
function withoutHedges(words: string): string {
  return words.replace(HEDGE_WORDS, (hedge) => ' '.repeat(hedge.length));
}
const NEGATED_BEFORE = /\b(?:not|never|won['’]?t|can['’]?t|don['’]?t|wouldn['’]?t|couldn['’]?t|shouldn['’]?t|no)\b[^.?!\n\d]{0,15}$/i;
// "Offers over £210,000 is fine by us, but that's our limit": the listing's figure made the buyer's own.
const TAKES_IT_AFTER = /^\s*(?:is|would be|sounds|'?s)\s+(?:fine|ok|okay|good|doable|manageable|grand|spot on)\b|^[^.?!\n\d]{0,40}\b(?:our|my) (?:limit|max(?:imum)?|budget|ceiling)\b/i;
// Scottish listings are "offers over £160,000": a buyer quoting it names the listing's basis, not their own figure.
const LISTING_PRICE_BEFORE = /\b(?:asking(?: price)?|listed at|on at|guide(?: price)?|priced at|offers(?: over| in excess of| in the region of)?)(?: is| of)?\s*$/i;
const STAMP_DUTY = /\b(?:stamp duty|sdlt|lbtt|ltt|land transaction tax|surcharge)\b/i;
// A price asked about ("Is 1.2 cr negotiable?") is the listing's, not the lead's.
const ABOUT_THE_LISTING = /\b(?:negotiable|final price|last price|asking|listed at|is it|is that|that'?s|that’s|thats|that is|works out|comes to)\b/i;
// "Too much" in Hindi (thoda / bahut zyada), Bengali (beshi) and Telugu (ekkuva).
// Not "usse zyada nahi" or Bengali "er beshi na" (not more than that): a limit.
const TOO_MUCH_INDIAN = String.raw`(?:thoda |bahut |kaafi )?(?:zyada|jyada|zyaada)(?! (?:bilkul |bhi )?(?:nahi|nai|nhi|na)\b)|bahut hai|bahut h|beshi(?! (?:na|noy|nei)\b)|ekkuva`;
const OBJECTS = new RegExp(String.raw`\b(?:${TOO_MUCH_INDIAN}|too (?:much|expensive|pricey|high|steep)|(?<!the )cheaper|less expensive|lower|(?:quite|that'?s|its|it's) a lot|can'?t afford|out of (?:my|our) (?:budget|price range|range|league)|over (?:my|our) budget|too costly|costly|steep|overpriced)\b`, 'i');
// "1.5 cr is too much", "£1,600 pcm is a bit steep": the lead turning a price down.
const TURNS_DOWN = new RegExp(String.raw`\b(?:${TOO_MUCH_INDIAN}|too (?:much|expensive|pricey|high|steep|costly|dear|rich)|(?:a bit|bit|quite|very|well) (?:punchy|dear|much|rich)|(?:quite|that'?s|its|it's|is) (?:a lot|a bit steep|steep)|can'?t afford|out of (?:my|our) (?:budget|price range|range|league)|(?:over|above) (?:my |our |the )?(?:budget|limit)|overpriced)\b`, 'i');

const RENT_WORDS = /\b(?:rent|rental|rented|yield|income|let|lets|tenants?)\b/i;

/** A sentence ends at . ! ? before a space, at a line break, or at an emoji ("finally saved up 😅 £195k is bang on my
 * budget"): "1.2 cr" and "Rs." stay whole. */
const SENTENCE_STOP = String.raw`[.!?](?=\s|$)|\n|\p{Extended_Pictographic}`;
const SENTENCE_END = new RegExp(SENTENCE_STOP, 'gu');
const FIRST_SENTENCE_END = new RegExp(SENTENCE_STOP, 'u');
/** How far around a number its context is read: a bounded window keeps a long message linear. */
const WINDOW = 120;

/** The words of the number's sentence before and after it. */
function sentenceAround(text: string, index: number, end: number): { before: string; after: string } {
  const head = text.slice(Math.max(0, index - WINDOW), index);
  let from = 0;
  // A stop right against the number ("Budget c.£250k") ends an abbreviation, not the sentence.
  for (const m of head.matchAll(SENTENCE_END)) if (m.index + m[0].length < head.length || m[0] === '\n') from = m.index + m[0].length;
  const tail = text.slice(end, end + WINDOW);
  const stop = tail.search(FIRST_SENTENCE_END);
  return { before: head.slice(from), after: stop < 0 ? tail : tail.slice(0, stop + 1) };
}

/** The words after an amount up to the next other number: "40-45k, 52k is too high" turns 52k down, not 40-45k; "2.8 Cr.
 * Client said 2.8 too high" turns the same 2.8 down. */
function untilAnotherNumber(after: string, mention: string): string {
  const own = /\d[\d.,]*/.exec(mention)?.[0].replace(/[.,]$/, '');
  for (const n of after.matchAll(/\d[\d.,]*/g)) if (n[0].replace(/[.,]$/, '') !== own) return after.slice(0, n.index);
  return after;
}

/** "What would £280k get me in Earlsdon?": the lead asks what their money buys, so it is their budget. */
function asksWhatItBuys(before: string, after: string): boolean {
  return /\bwhat (?:would|will|could|can|does|do) $/i.test(before) && /^\s*(?:get|buy) (?:me|us)\b/i.test(after);
}

const SAVINGS_JUST_BEFORE = /\b(?:savings|saved|down ?payment)\b,?\s*(?:of\s+)?(?:around|about|roughly|approx\.?|~|nearly|almost|hardly|only|just)?\s*$/i;
const MONTHS_JUST_BEFORE = /\b\d{1,2}\s*(?:months?|mahine|mahina|maheene)\b/i;
const THOUSANDS_WORD = /(?:\d\s?k|grand|thousand)\s*$/i;
const INCLUDED_BEFORE = /\b(?:is|are) (?:also )?(?:included|inclusive|thrown in)\b,? (?:then|so)\s*$/i;

/** A number that is plainly not the price of a home: an area, a fee or a loan, a year, a flat or sector number. */
function isOtherNumber(text: string, m: MoneyMention, before: string, after: string): boolean {
  // "around 7,000/sq ft": a rate per unit of area, never what a home costs.
  if (AREA_AFTER.test(after) || RATE_AFTER.test(after) || (!m.currency && AREA_BEFORE.test(before))) return true;
  // A portal form's "Property: … Offers over £325,000", or "Keen on 14 Woodville Gardens (£1.15m)": the listing's price.
  if (LISTING_LINE.test(before) || LISTING_HEADLINE_BEFORE.test(before) || BRACKETED_ASKING_BEFORE.test(before) || /\p{Lu}[\p{L}.]*\s*\(\s*$/u.test(before)) return true;
  // "My friend bought a villa near Auroville for about 90 lakhs": someone else's deal, however long the clause.
  if (OTHERS_DEAL_BEFORE.test(before) || SOLD_TO_THEM_BEFORE.test(before)) return true;
  // A call note's "Told him recent deals … so approx 1.15 Cr": the agent reporting what they said.
  // "we said max £1,950 between us": sharers agreeing their own limit, not an agent's note of what they said.
  if (AGENT_REPORT.test(before) && !(m.bound === 'up to' && /(?:^|[;,–—])\s*(?:i|we) said\s*$/i.test(before))) return true;
  // "with savings, total budget around 95L", "£25k saved so up to £245,000 all in": the word budget, nearer the
  // number, or "all in" after it says what it is.
  // "deposit so looking around £220k", "own contribution milake total 60 tak": a new clause says what this one is.
  const clause = /\b(?:and|so|but)\s+((?:[a-z']+\s+){0,3})$/i.exec(before);
  // "… but not more than 3k" after the maintenance: a clause with no words of its own says nothing new.
  const newClause = clause !== null && clause[1].trim() !== '' && !NOT_THE_PRICE_BEFORE.test(clause[1]);
  const saysBudget = newClause || /\b(?:budget|total (?:package|cost)|(?:the )?most (?:we|i) can (?:do|pay|spend|afford)|(?:our|my) (?:ceiling|limit))\b[^.?!\n,;]{0,20}$|\btotal\s*$|\bso (?:[a-z']+ ){0,3}$|\b(?:company|employer|work|firm|package|allowance) (?:pays|will pay|covers|will cover)\b[^.?!\n,;]{0,15}$|\bwith (?:the |our |my )?(?:savings|deposit|mortgage|loan|equity|sale)\b[^.?!\n,;\d]{0,20}\b(?:can|could|will|would|'ll)\s+(?:go|afford|spend|stretch|do|pay)\b[^.?!\n,;\d]{0,10}$|\bwith (?:the |our |my |mum['’]s |parents['’] )?(?:savings|deposit|gift|help|equity)\b[^.?!\n,;\d]{0,10}\b(?:that['’]?s|thats|that is|it['’]?s|comes to|makes)\s+(?:about |around |roughly )?$/i.test(before) || /^\s*(?:all[- ]in|all[- ]inclusive|in total)\b|^[^.?!\n\d]{0,25}\b(?:that'?s|that’s|is) (?:our|my|the) (?:budget|ceiling|limit|max(?:imum)?)\b|^[^.?!\n\d]{0,20}\b(?:that is|that'?s|that’s) (?:the |my |our )?max\b/i.test(after);
  // "budget 2 se 2.5 Cr. booking amount kitna?": words after a stop that ends the unit are the next sentence's.
  const unitEndsSentence = /\.$/.test(text.slice(m.index, m.end));
  // "down payment we have some savings, around 8 lakh": the savings named just before, across a comma.
  if (SAVINGS_JUST_BEFORE.test(before)) return true;
  // "if parking is included then 92 is fine": a payment said to be in the price is no payment of its own.
  const paymentIncluded = INCLUDED_BEFORE.test(before);
  if (((NOT_THE_PRICE_BEFORE.test(before) || SIDE_PAYMENT_BEFORE.test(before)) && !saysBudget && !paymentIncluded) || (before.trim() === '' && PAYMENT_QUESTION_BEFORE.test(text.slice(Math.max(0, m.index - 80), m.index))) || (INSTALMENT_BEFORE.test(before) && (m.period === 'month' || /\bmonthly\b/i.test(before))) || ((NOT_THE_PRICE_AFTER.test(after) || OTHERS_SAY_AFTER.test(after)) && !unitEndsSentence) || YEARLY_AFTER.test(after) || LOAN_BEFORE.test(before) || CURRENT_HOME_BEFORE.test(before)) return true;
  const digits = text.slice(m.index, m.end).replace(/\D/g, '');
  return !m.marked && (YEAR.test(digits) || NAMES_A_PLACE.test(before));
}

/** Whether a number in a text is money for a home, as opposed to an area, a fee, a flat number or a year. */
function isHomeMoney(text: string, m: MoneyMention, around: { before: string; after: string }, source: Budget['source'], askedBudget: boolean): boolean {
  const { before, after } = around;
  const sentence = `${before}${text.slice(m.index, m.end)}${after}`;
  if (isOtherNumber(text, m, before, after)) return false;
  // "10 months deposit is too much, can do 3 lakh max": a deposit in months named earlier in the sentence.
  if (DEPOSIT_EARLIER.test(before)) return false;
  // "stamp duty will be a shock, my husband worked it out at over £60k": a tax, however far back it was named.
  if (STAMP_DUTY.test(before) && !/\bbudget\b/i.test(before)) return false;
  // The lead's own words: a price they object to or ask about ("Is 1.2 cr negotiable?") is the listing's.
  if (source === 'stated' && (TURNS_DOWN.test(untilAnotherNumber(after, text.slice(m.index, m.end))) || (ABOUT_THE_LISTING.test(sentence) && sentence.trim().endsWith('?')))) return false;
  // A bare number is money only when its sentence talks about money (or it answers "What's your budget?").
  return m.marked || BUDGET_CONTEXT.test(sentence) || askedBudget;
}

/**
 * Every number in a text that could be a home's price or rent, with or without words about money around it ("3000
 * tops"): what a model may report as a budget. Areas, fees, loans, years and flat numbers are not among them.
 */
export function possibleAmounts(text: string, fallback: Currency): MoneyAmount[] {
  return moneyIn(text)
    .filter((m) => {
      const { before, after } = sentenceAround(text, m.index, m.end);
      return m.amount >= SMALLEST[m.currency ?? fallback] && !isOtherNumber(text, m, before, after);
    })
    .map((m) => ({ amount: m.amount, from: m.from, currency: m.currency ?? fallback, period: m.period }));
}

/** How the amounts of one message are read. */
export interface AmountContext {
  source: Budget['source'];
  /** The currency an amount takes when it names none. */
  fallback: Currency;
  /** The message answers a question about the budget. */
  askedBudget?: boolean;
  purpose?: MoneyPurpose;
  /** The last amount written with its unit earlier in the chat, in whole units. */
  reference?: number | null;
  /** Numbers the agent just used as counts ("a 2.5 BHK"): the lead repeating one ("2.5 is fine") means the count. */
  counts?: Set<number>;
  /** Buying: what they hope to sell their own home for is not their budget; selling: what they will buy next is not. */
  role?: Role;
  /** The numbers of the agent message this one answers: "ok 9500 fine" after "Owner said 9,500 final" is money. */
  agentNumbers?: Set<number>;
  /** The agent's numbers that are a deposit, a token or maintenance: "1 lakh ok." after "deposit 1 lakh ok?" agrees to
   * the deposit, not a rent of ₹1 lakh. */
  paymentNumbers?: Set<number>;
  /** The agent just asked about money that is not the price: "Do you have a deposit saved?" — "about 15k yeah". */
  askedPayment?: boolean;
  /** A buyer answers the agent's question about their own home ("How big is your flat?"). */
  aboutOwnHome?: boolean;
}

// "go on then, 1,275 it is": the lead settles on the figure.
const IT_IS_AFTER = /^\s*it is(?: then)?(?=\s*(?:[.,!\n]|$))/i;
// A yes around a number the agent just said ("ok 9500 fine"): the number is the price agreed, with or without its unit.
const YES_TO_NUMBER = /\b(?:ok|okay|fine|done|deal|final|agreed|chalega|theek|thik)\b/i;

/**
 * Home money amounts in a text, with the currency decided: the one the amount names, else the one the conversation
 * names, else the market's. A number written without its unit is scaled from the chat (see `scaleBare`).
 */
export function amountsIn(text: string, context: AmountContext): Budget[] {
  const { source, fallback, askedBudget = false, purpose = null, counts, role = null, agentNumbers, paymentNumbers, askedPayment = false, aboutOwnHome = false } = context;
  const found: Budget[] = [];
  // "2.4 cr bahut hai bhai. 2.25 final karo": an amount earlier in the same message is read against too.
  let reference = context.reference ?? null;
  for (const [at, m] of moneyIn(text).entries()) {
    const around = sentenceAround(text, m.index, m.end);
    const { before, after } = around;
    // The answer to "Do you have a deposit saved?" starts with the deposit, unless the lead says it is the budget.
    if (askedPayment && at === 0 && !NAMES_THE_PRICE.test(`${before}|${after}`)) continue;
    // The bound word the match starts with ("roughly ", "offers over ") is read as part of what comes before the number.
    const beforeBound = before + m.boundText;
    const echoes = reference;
    // A lead whose side is not yet known is not taken for a seller: what their own flat will fetch is no budget.
    // In an answer about the lead's own home, only an amount said to be for the purchase is theirs to spend.
    const ownSale = role !== 'selling' && (OWN_SALE_BEFORE.test(before) || (aboutOwnHome && !FOR_THE_PURCHASE.test(`${before}|${after}`)));
    // Only an amount that could itself be the price: not "salary 2.1L" or "own contribution 30L" before "1.35 to 1.4",
    // nor "hoping for about 120k" for the lead's own flat before "if they'd take 230".
    if (isReference(text, m, fallback, purpose, around) && !isOtherNumber(text, m, before, after) && !ownSale) reference = m.amount;
    const bare = !m.marked && m.amount < 1000;
    // The match may start with its bound ("max 1.2"): that word is read as part of what comes before the number. In an
    // answer to "What's your budget?", even a weak cue ("about two eighty") names the budget.
    const ownCue = bare ? bareMoneyCue(text.slice(Math.max(0, m.index - 30), m.index) + m.boundText, text.slice(m.end, m.end + 30)) : null;
    // "Budget?" — "45 to 50": an answer that is the amount and nothing else names the budget too.
    const onlyTheAmount = askedBudget && /^[\s~]*$/.test(text.slice(0, m.index)) && /^[\s.!]*$/.test(text.slice(m.end));
    const cue = (ownCue === 'weak' || (ownCue === null && onlyTheAmount)) && askedBudget && found.length === 0 ? 'strong' : ownCue;
    // "10 months is too much yaar. 5-6 max": months of deposit, counted, not a rent in thousands.
    const monthsCounted = bare && purpose !== 'price' && m.amount <= 12 && Number.isInteger(m.amount) && MONTHS_JUST_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index));
    if (bare && (!cue || counts?.has(m.amount) || monthsCounted)) continue;
    // A bare number's own cue ("chalo 36 theek hai") says it is money; a larger one needs money words in its sentence.
    const agreesToAgents = m.amount >= 1000 && agentNumbers?.has(m.amount) === true && (YES_TO_NUMBER.test(`${before} ${after}`) || IT_IS_AFTER.test(after));
    if (!isHomeMoney(text, m, around, source, askedBudget || cue !== null || agreesToAgents)) continue;
    if (ownSale || REFUSED_BEFORE.test(beforeBound) || (role === 'selling' && ONWARD_PURCHASE.test(`${before} ${untilComma(after)}`)) || notTheirFigure(around, beforeBound, source, role) || CONVERSION_BEFORE.test(beforeBound) || PERIOD_CONVERSION_BEFORE.test(beforeBound) || paymentNumbers?.has(m.amount)) continue;
    // "Expects 18k/month rent" from a buyer or an investor: the rent a home pays or costs, not the price they can pay.
    // "Rent there would be what, 17-18k?": a rent's size with no period said is a rent too.
    const rentSized = m.period === null && purpose === 'price' && (m.currency ?? fallback) === 'INR' && m.marked && m.amount < MONTHLY_BELOW.INR;
    if (role === 'buying' && (m.period === 'month' || m.period === 'week' || rentSized) && RENT_WORDS.test(`${before} ${after}`)) continue;
    const currency = m.currency ?? fallback;
    // "Budget around 150k" for a home to buy in India: rupees are counted in lakh and crore, so a price in thousands with
    // no currency is most likely dollars or pounds from abroad. Unknown is better than ₹1.5 lakh.
    if (m.currency === null && fallback === 'INR' && purpose !== 'rent' && m.period === null && m.amount >= 100_000 && THOUSANDS_WORD.test(text.slice(m.index, m.end))) continue;
    const eachWeek = m.period === null && EACH_WEEK_AFTER.test(after);
    const period = eachWeek ? 'week' : m.period;
    const scale = cue ? (scaleBare(m.amount, currency, purpose, echoes, cue) ?? 0) / m.amount : 1;
    const amount = m.amount * scale;
    // A weekly rent may be a quarter of a monthly one ("max 195 a week" for a room).
    if (amount < (SMALLEST[currency] * (m.marked || eachWeek || scale !== 1 ? 1 : 2)) / (period === 'week' ? 4 : 1)) continue;
    const from = m.from === null ? null : m.from * scale;
    // The answer to "What's your budget?" is its first amount: "15k max. now paying 11k" answers with 15k.
    // A buyer's "asking £289,950" names the listing's price, not theirs.
    const listingsPrice = role === 'buying' && LISTING_PRICE_BEFORE.test(beforeBound) && !TAKES_IT_AFTER.test(after);
    const boundWord = /\p{L}/u.test(m.boundText) && !ESTIMATE_BOUND.test(m.boundText);
    const firmer = (askedBudget && found.length === 0) || (role === 'selling' && LIST_IT_AT_BEFORE.test(before)) || WE_ARE_AT_BEFORE.test(before) || cue === 'strong' || (boundWord && withoutHedges(m.boundText).trim() !== '') || m.from !== null || FIRM_BEFORE.test(withoutHedges(before)) || FIRM_AFTER.test(withoutHedges(after)) || SO_IN_TOTAL.test(`${before}|${after}`) || asksWhatItBuys(before, after);
    const hedged = !firmer && (boundWord || FIRM_BEFORE.test(before) || FIRM_AFTER.test(after));
    const firm = !listingsPrice && (firmer || hedged);
    // "80 se upar nahi", "450 tops": a limit said after the number bounds it as one said before would.
    // "Lowest I will go is 1.3", a seller's "honestly I would take three crore": the floor under what they ask.
    const floorBefore = FLOOR_BEFORE.test(before) || (role === 'selling' && SELLER_TAKES_BEFORE.test(before));
    const said = m.bound !== 'about' || m.from !== null ? m.bound : LIMIT_AFTER.test(after) ? 'up to' : FLOOR_AFTER.test(after) || floorBefore ? 'at least' : 'about';
    // "not going above 240": a bound said with "not" is the other one.
    const bound = said !== 'about' && m.boundText !== '' && NEGATED_BEFORE.test(before) ? (said === 'up to' ? 'at least' : 'up to') : said;
    const perPerson = eachWeek || PER_PERSON_AFTER.test(after) || PER_PERSON_BEFORE.test(beforeBound) || PER_PERSON.test(text.slice(m.index, m.end)) || (EACH_AFTER.test(after) && (period !== null || purpose === 'rent')) ? { perPerson: true as const } : {};
    const valuation = VALUATION_BEFORE.test(beforeBound);
    found.push({ amount, from, currency, currencyNamed: m.currency !== null, period, bound, source, firm: firm && !valuation, ...(firm && hedged && !valuation ? { hedged } : {}), ...perPerson });
    // "Around 1.2. Maybe 1.35 if it's perfect": a bare number read as the budget is what the next one is read against.
    if (firm && scale !== 1 && currency === fallback) reference = amount;
  }
  return found;
}

const COUNTED = /(?<![\d.,])(\d{1,2}(?:\.5)?)\s?(?:bhk|rk|beds?|bedrooms?|baths?|bathrooms?|storey|floors?)\b/gi;

/** Numbers a message uses as counts of rooms or floors, or as the hour of a viewing. */
function countsIn(text: string): Set<number> {
  return new Set([...text.matchAll(COUNTED), ...text.matchAll(TIMED)].map((m) => Number(m[1])));
}

// "Tomorrow 10 am ok?" — "10 is fine": the hour agreed, not ₹10,000.
const TIMED = /(?<![\d.,])(\d{1,2})(?:[:.]\d{2})?\s?(?:am|pm|a\.m\.?|p\.m\.?|baje|o['’]?clock)\b/gi;

/**
 * Amounts written with their unit ("₹1.35 cr", "£475k", "1,150 pcm"): what a later bare number is read against. Only
 * amounts of the kind the lead wants count: a buyer's "650" is read against prices, not against the rent they pay.
 */
function unitAmounts(text: string, fallback: Currency, purpose: MoneyPurpose): number[] {
  return moneyIn(text)
    .filter((m) => isReference(text, m, fallback, purpose))
    .map((m) => m.amount);
}

/** An amount written with its unit, of the kind the lead wants, that a later bare number may echo. */
function isReference(text: string, m: MoneyMention, fallback: Currency, purpose: MoneyPurpose, around = sentenceAround(text, m.index, m.end)): boolean {
  if (!m.marked || (m.currency ?? fallback) !== fallback || YEARLY_AFTER.test(text.slice(m.end, m.end + 12))) return false;
  // A token or a deposit is of another size than the price a later bare number echoes ("5 lakh token" … "ok 5 fine").
  if (SMALL_PAYMENT_BEFORE.test(around.before) || NOT_THE_PRICE_AFTER.test(around.after) || AREA_AFTER.test(around.after) || RATE_AFTER.test(around.after)) return false;
  // "my mum's putting in 30 grand. So realistically 390 is our ceiling": a gift or a deposit is no price to read 390 against.
  if (purpose === 'price' && m.period === null && m.amount < HOMES_FROM[m.currency ?? fallback]) return false;
  return purpose === null || isMonthly({ amount: m.amount, period: m.period, currency: m.currency ?? fallback }) === (purpose === 'rent');
}

/** Amounts an agent's message names as a deposit, a token, a booking amount or maintenance ("deposit 1 lakh ok?"). */
function paymentsIn(text: string, mentions: MoneyMention[]): number[] {
  return mentions
    .filter((m) => SMALL_PAYMENT_BEFORE.test(sentenceAround(text, m.index, m.end).before))
    .map((m) => m.amount);
}

/** The currency a conversation names first ("₹", "lakh", "£", "USD"…), or null when it names none. */
export function namedCurrency(turns: Turn[]): Currency | null {
  for (const turn of turns) {
    const named = moneyIn(turn.text).find((m) => m.currency !== null);
    if (named) return named.currency;
  }
  return null;
}

// Words around an amount that make it the lead's own: a limit or an aim before it, a limit or a yes after it, in the
// languages leads write in ("50 lakh er moddhe", "40 lakh paryant", "12 hajar sudhi").
const FIRM_BEFORE = /\b(?:budget|bajet|bujet|top whack|(?:go ahead|proceed) at|total|c\.|ca\.|max(?:imum)?|up ?to|under|below|within|less than|(?:no|not) (?:more|higher) than|(?:not|never|won['’]?t|can['’]?t|cannot) (?:be )?(?:go(?:ing)?|pay(?:ing)?|spend(?:ing)?) (?:above|over|beyond|past|more than|higher than)|at most|afford|range|spend|limit|ceiling|tops|can do|go (?:up )?to|stretch(?: to)?|push(?: it| that)?(?: up)? to|between|around|about|roughly|looking (?:at|for)|expect(?:s|ing|ation)?|asking|want(?:ing)?|accept|sell (?:it )?(?:for|at)|list (?:it )?(?:at|for)|min(?:imum)?|offer(?:ed|ing)?|bid|go with|take|sub|at least|hop(?:e|ing)(?: to get| for)?|like to get|go on at|call it|expected|settle (?:at|for)|go in at|put (?:it |an offer )?in at|(?:could |can |will |we'?ll )?meet (?:them |you |him |her )?(?:in the middle )?at|happy (?:with|at)|capped at|(?:the )?most (?:we|i) can (?:do|pay|spend|afford)(?: is)?|(?:total )?pot(?: of| is)?|something like|in the region of|ballpark|market (?:it )?(?:at|for)|content (?:with|at)|anything from|(?:at|for) the (?:fixed|asking|full) price of|put (?:it|ours|the (?:house|flat)) on (?:the market )?(?:at|for)|cash(?: buyer| purchase)?|(?:i was |i['’]?m |we were |we['’]?re )?thinking(?: of| about)?|can (?:we|i|you|u) do|(?:ok(?:ay)? )?(?:done|deal)(?: at| on| for)?|ideally|could do|each,? so|(?:i|we)(?:['’]d| would) be (?:at|in at|happy at|comfortable at)|(?:my|our) (?:number|figure)(?: is)?|(?:housing|rent|rental|accommodation) allowance(?: is| of)?)\b[^?!\n\d]{0,25}$/i;
// "70 se upar nahi" (Hindi), "75 er upor" (Bengali), "70 chya var" (Marathi): not above; "28 se kam nahi": not below.
const INDIAN_ABOVE = String.raw`(?:se|er|chya|kku|ku|usse|isse|us se|is se) (?:upar|upor|var|mele|beshi|jyada|zyada)`;
const INDIAN_BELOW = String.raw`(?:(?:se|er|chya|kku|ku) (?:kam|kami|neeche|niche)|kante (?:takkuva|thakkuva))`;
// "60 ke andar dekhao": within 60.
const INDIAN_WITHIN = String.raw`(?:ke )?(?:andar|bhitar|bheetar)`;
const FIRM_AFTER = new RegExp(
  String.raw`^[^.?!\n\d]{0,20}?\b(?:max|maximum|tops|limit|budget|${INDIAN_UP_TO}|moddhe|lopu|kulla|all in|all inclusive|is (?:my|our)|minimum|expected|chahiye|at most|or (?:less|under|below)|ish|mark|all up|sounds (?:about )?(?:right|good|fair)|expect(?:ing)?|${INDIAN_ABOVE}|${INDIAN_BELOW}|${INDIAN_WITHIN}|(?:ke )?aas ?paas|(?:pe|par|me|mein|te|ma|madhe) (?:deal|final|fix|done|list)|potunga|podunga|hard stop|is the (?:ceiling|limit|max(?:imum)?|most|top)|is (?:fair|reasonable|about right)|pahije|pahijet|deal|is (?:my|our) lowest|lowest|only|(?:our|my) (?:final|best) offer|final offer|as far as (?:we|i) can go|is the most (?:we|i) can|would suit|suits (?:me|us)|soch(?:a|e|reha|raha|rahe|rahi)?|bhitare|bhitre|bhitore|modhye|(?:i['’]?d|id|we['’]?d|wed) be (?:happy|pleased|delighted|content)|is what (?:i|we)(?:['’]?d| would| could| can) (?:go to|go up to|do|pay|spend|stretch to)|to spend|(?:that['’]?s|is) (?:the |my |our )?(?:absolute |very )?(?:max|maximum|limit|ceiling|top)|altogether|in total|is (?:what|all) (?:i|we) (?:have|['’]ve got|can manage)|to play with|at a (?:real |big |massive |bit of a )?(?:push|stretch)|if (?:it['’]?s|it is|the place is) (?:genuinely |really |absolutely |just )?(?:perfect|right|the one|special|spot on))\b|^\s*(?:is\s+)?(?:ok|okay|done|chalega|chalel|works|fine|final|theek|thik|grand)\b|^\s*hi(?=\s*(?:[.,!\n]|$))|${IT_IS_AFTER.source}`,
  'i',
);

const FLOOR_BEFORE = /\b(?:lowest|rock bottom|bottom line|the least)\b[^.?!\n\d]{0,25}$/i;
const SELLER_TAKES_BEFORE = /\b(?:i|we)(?:['’]d| would| could)(?: honestly| happily| probably)? (?:take|accept|settle for)\s*$/i;
const LIMIT_AFTER = new RegExp(String.raw`^[^.?!\n\d]{0,12}?\b(?:max|maximum|tops|limit|hard stop|is the most|${INDIAN_UP_TO}|lopu|at most|or (?:less|under|below)|${INDIAN_ABOVE}|${INDIAN_WITHIN})\b`, 'i');
const FLOOR_AFTER = new RegExp(String.raw`^[^.?!\n\d]{0,12}?\b(?:minimum|at least|or (?:more|above)|upwards|${INDIAN_BELOW})\b`, 'i');

const NO_BUDGET_YET = /^\W*(?:not (?:fixed|decided|sure|set)(?: yet)?|no idea|not yet|depends)\b|\bbudget\b[^.?!\n]{0,20}?\b(?:not (?:fixed|decided|set|sure)|(?:fix|decide|tay|final) nahi|nahi (?:kiya|socha|pata))|\b(?:no|not (?:set|decided on) (?:a|any)) budget\b|\bhaven['’]?t (?:set|decided|fixed|worked out) (?:a |on a |the |our )?budget/i;

// Saying yes to the price itself: "1.35 works", "we can do that", "within our budget". A bare "theek hai" or "chalega"
// after a quoted price is mostly "ok, noted"; said with the number ("45 chalega") it is the lead's own figure.
const ACCEPTS_PRICE = /\b(?:that works|works for (?:me|us)|(?:it|that|price|\d(?:\.\d+)?) works|(?:we|i) can do (?:that|it)|can manage (?:that|it)|fine with (?:that|it|the price)|(?:price|rent|that) is (?:ok|okay|fine|good|right|reasonable)|within (?:my|our) budget|within what (?:we|i) can (?:do|afford|pay|manage)|in (?:my|our) budget|fits (?:my|our|in (?:my|our)) budget|affordable|i'?ll take (?:it|that)|we'?ll take (?:it|that)|go with (?:it|that|the asking|the guide)|ok(?:ay)? (?:done|deal)|deal|done)\b/i;
// Liking the home or asking to see it: not a yes to its price, but a hint of what kind of money it is (a rent or a
// price) when the lead says nothing else.
const LIKES = /\b(?:(?:sounds?|looks?|seems?) (?:good|nice|great|perfect|fine|ok|okay|promising|wonderful|awesome|lovely)|i like (?:it|that|this)|good choice|perfect|great|nice|lovely|schedule|book (?:a|the|me|us)|(?:visit|see|view|tour) (?:it|the|that|this))\b/i;
// "Great. Could you search for other apartments?" moves on from the price rather than accepting it.
const MOVES_ON = /\b(?:other|another|else|different|instead|(?:any|some|few|couple of) more|more (?:options|properties|places|homes|flats|houses|listings))\b/i;
// "ok. will see", "let me think": not a yes.
const HESITATES = /\b(?:will see|we'?ll see|let me (?:think|check|discuss)|think about it|not sure|maybe|depends|hmm+)\b/i;

/** The agent's last question is about the price ("Does 1.2 cr work for you?"), so a plain yes answers it. */
function asksAboutPrice(message: string): boolean {
  const question = /[^.?!\n]*\?\s*$/.exec(message)?.[0] ?? '';
  // A time has digits too ("Tuesday 11am?"): only an amount or words about the price make it a price question.
  return moneyIn(question).some((m) => m.marked) || /\b(?:budget|price|rent|afford|manage|within|(?:does|would|will) (?:that|it|this) work|work for you|ok for you|okay for you|fine with you|suit)\b/i.test(question);
}

export interface BudgetReading {
  /** The lead's budget: what they stated, or a price they said yes to. */
  budget: Budget | null;
  /** A price the lead liked the home at without saying yes to the price: a hint of rent or purchase, never shown. */
  liked: Budget | null;
}

// "We'd be looking to spend up to £275,000 on the bungalow": the money is for the home they buy.
const FOR_THE_PURCHASE = /\b(?:spend|budget|afford|buy|purchase|up ?to|max(?:imum)?|on the (?:new|next)|for the (?:new|next))\b/i;
const YOUR_HOME = /\byour (?:own |current |present |existing )?(?:[\p{Lu}\d][\w-]* ){0,2}(?:flat|house|home|place|property|apartment|bungalow|villa)\b(?! (?:search|hunt))/u;

/** The amount that fits what the lead wants: for a buyer the price, not the rent they hope to let it for. */
function fitting(amounts: Budget[], purpose: MoneyPurpose): Budget | null {
  const kind = purpose === 'price' ? amounts.filter((b) => !isMonthly(b)) : purpose === 'rent' ? amounts.filter(isMonthly) : [];
  const pool = kind.length > 0 ? kind : amounts;
  // A rough figure never outranks a firmer one: "budget 1.5 cr … our flat will fetch 90 lakh ke aas paas".
  const firmer = pool.filter((b) => !b.hedged);
  const last = (firmer.length > 0 ? firmer : pool).at(-1) ?? null;
  // "Around 1.8 lakh a month. I won't go below 1.6": the figure asked for, with the floor under it, is one range.
  const floor = last !== null && last.from === null && last.bound === 'at least';
  const asked = floor ? pool.findLast((b) => b !== last && b.from === null && b.bound !== 'at least' && b.currency === last.currency && isMonthly(b) === isMonthly(last) && b.amount > last.amount && b.amount <= 1.5 * last.amount) : undefined;
  if (last && asked) return { ...asked, from: last.amount, hedged: false };
  // "budget 70-80 lakh" … "80 se upar nahi": the limit repeats the range's top, and the range says more.
  const range = last && last.from === null ? amounts.findLast((b) => b.from !== null && b.currency === last.currency && Math.abs(b.amount - last.amount) <= 0.01 * last.amount) : undefined;
  return range ?? last;
}

/**
 * The lead's budget: the last amount the lead stated of the kind they are after; failing that, the last price the
 * agent quoted that the lead said yes to ("Asking 1.35 cr." — "ok 1.35 works"). A price the lead only heard, liked the
 * home at, objected to or asked about is not their budget.
 */
export function readBudget(turns: LeadTurn[], fallback: Currency, purpose: MoneyPurpose = null, role: Role = null): BudgetReading {
  const stated: Budget[] = [];
  let accepted: Budget | null = null;
  let liked: Budget | null = null;
  let reference: number | null = null;
  for (const turn of turns) {
    if (turn.question) reference = unitAmounts(turn.question, fallback, purpose).at(-1) ?? reference;
    // "commutation ka 48 lakh aaya hai … budget abhi fix nahi kiya": an answer that says there is no budget yet.
    const askedBudget = turn.question !== null && ASKS_BUDGET.test(turn.question) && !NO_BUDGET_YET.test(turn.text);
    const counts = countsIn(`${turn.question ?? ''}\n${turn.text}`);
    const asked = turn.question ? moneyIn(turn.question) : [];
    const agentNumbers = new Set(asked.map((m) => m.amount));
    const paymentNumbers = new Set(turn.question ? paymentsIn(turn.question, asked) : []);
    const askedPayment = turn.question !== null && !askedBudget && ASKS_PAYMENT.test(turn.question) && !ASKS_BUDGET.test(turn.question);
    // "We can list your Ichalkaranji flat also … How big is it?" — "Expecting 32-34 lakh for it": a buyer's answer about
    // their own home names what it may fetch, not what they will pay.
    const aboutOwnHome = role === 'buying' && !askedBudget && turn.question !== null && YOUR_HOME.test(turn.question);
    stated.push(...amountsIn(turn.text, { source: 'stated', fallback, askedBudget, purpose, reference, counts, role, agentNumbers, paymentNumbers, askedPayment, aboutOwnHome }));
    reference = unitAmounts(turn.text, fallback, purpose).at(-1) ?? reference;
    if (!turn.question || OBJECTS.test(turn.text) || MOVES_ON.test(turn.text) || HESITATES.test(turn.text)) continue;
    const quoted = amountsIn(turn.question, { source: 'accepted', fallback, purpose }).filter((b) => b.from === null);
    // Two prices quoted and a yes: to which? Neither is taken.
    const single = new Set(quoted.map((b) => b.amount)).size === 1 ? quoted[0] : null;
    if (single && (ACCEPTS_PRICE.test(turn.text) || (answerOf(turn.text) === 'yes' && asksAboutPrice(turn.question)))) accepted = single;
    else if (quoted.length > 0 && LIKES.test(turn.text)) liked = quoted.at(-1) ?? null;
  }
  // Only amounts the lead made their own are their budget: one said in passing (what tenants pay, what a roof cost, a
  // price a browser saw, "paying 21k now") is not, however it is worded. Unknown is better than wrong: on fresh
  // conversations this kept every right budget and showed a third fewer wrong ones (docs/ai-evaluation.md).
  // "budget 250 max, dad's putting 25k in for the deposit": a buyer's sum too small for any home is a part of the money,
  // never the figure that replaces their budget.
  // "Budget roughly £400k … I know that's approx 4.5-5 cr in rupees": the rupees restate the pounds; the lead's own
  // figure is the one said first.
  const own = stated.filter((b, i) => !stated.slice(0, i).some((earlier) => isConversionOf(b, earlier)));
  const firm = own.filter((b) => b.firm && !(role === 'buying' && !isMonthly(b) && b.amount < HOMES_FROM[b.currency]));
  const wholeHome = firm.filter((b) => !b.perPerson);
  // "max £400 each" — "So £800 a month for the flat?" — "aye that's it": the whole the lead agreed to outranks their share.
  const budget = wholeHome.length === 0 && firm.length > 0 && accepted ? accepted : (fitting(wholeHome.length > 0 ? wholeHome : firm, purpose) ?? accepted);
  const tooSmallForAHome = role === 'buying' && budget !== null && !isMonthly(budget) && budget.amount < HOMES_FROM[budget.currency];
  return { budget: tooSmallForAHome ? null : budget, liked };
}

/** The figure the API returns beside the card's words (no key at all when there is no budget). */
export function moneyOf(budget: Budget | null): { budget?: MoneyAmount } {
  if (!budget) return {};
  return { budget: { amount: budget.amount, from: budget.from, currency: budget.currency, period: budget.period, ...(budget.perPerson ? { perPerson: true } : {}) } };
}
