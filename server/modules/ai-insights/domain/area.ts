import type { LeadTurn } from './conversation.js';
import { BUILDING, CALENDAR, COMMON, NOT_PLACES } from './place-words.js';

// "Which area?", "Where should I look?" — not "Who do you want to share the location with?".
const ASKS_WHERE = /\bwhere\b|\b(?:kaunsa|kaun sa|konsa|kon sa|kis) (?:area|location|jagah|side|locality)\b|\b(?:which|what|preferred|any particular|specific) (?:area|city|location|neighbou?rhood|part of town)\b|\b(?:area|city|location)\s*\?/i;
// Capitalised words on one line, no full stop inside: "San Jose", "City of Cupertino", "SF".
// "K.K. Nagar", "R.S. Puram": initials with full stops start a name.
const CAPITALISED_RUN = /(?<![\p{L}\p{N}'’.])(?:(?:\p{Lu}\.){2,3}[ \t]?(?=\p{Lu}\p{Ll}))?\p{Lu}[\p{L}'’-]*(?:[ \t]+(?:of[ \t]+)?(?!\p{Lu}{1,2}[-/]\d)\p{Lu}[\p{L}'’-]*)*/gu;
// Place names often start with a small word that some people leave lower-case: "san Jose", "santa Rosa".
const NAME_PREFIX = /\b(san|santa|los|las|el|la|del|st|saint|mount|mt|fort|port|north|south|east|west|new)\s+$/i;
// "kothi chahiye Model Town Phase 3 Bathinda": the city, one capitalised word, ends the line after the place.
const CITY_ENDS_LINE = /^[ \t]+\p{Lu}\p{Ll}+[ \t]*(?:\n|$)/u;
// Words that put a place after them: "in Fremont", "moving to Union City", "try Campbell", "check Oakland too".
const PLACE_BEFORE = /\b(?:in|into|around|round|near|nearer|nearby|close to|closer to|next to|to|bound for|located in|based in|area of|city of|set on|heart set on|hearts set on)\s+(?:the\s+)?$/i;
// Verbs that also take things ("I like Japanese food"): a place after them must end the phrase.
// "1bhk chahiye HSR Layout": "want" in Hindi, Tamil, Telugu, Kannada, Malayalam and Gujarati comes before the place too.
const LOOSE_BEFORE = /\b(?:pref\.?|(?:bechna|bechni|bechne) hai|focus on|concentrate on|(?:decided|settled|set) on|opted for|(?:gone|going) for|go with|set (?:our|my) hearts? on|(?:has|have|needs?) to be|must be|check|try|search|look at|looking at|pull up|how about|what about|prefer|like|want|wants|thinking|considering|eyeing(?: up)?|likes|keen on|fancy|fancied|fancies|always fancied|prob|probably|preferably|ideally|recommended|suggested|prefers|cover|covering|love|loved|rather|stick (?:with|to)|preference is|(?:preferred|desired) (?:location|area|locality) is|alerts? for|chahiye|chahie|chahida|chahidi|venum|vendum|venam|kavali|beku|joie|joiye|(?:rent|kiraye|kiraya) (?:te|pe|par)|exploring)\s+(?:the\s+)?$/i;
// "Share the address to Nicole", "change the name to Joseph": a person.
const TO_A_PERSON = /\b(?:share|send|give|forward|talk|talked|speak|spoke|spoken|chat|chatted|said|say|write|wrote|text|e-?mail|introduce|show|pass|name|call|change|ask|asked|tell|told|mention|mentioned)\b[^.?!]{0,30}\bto\s+$/i;
// A place ends a phrase ("in Fremont.", "Oakland too", "Napa would be nice"); "Japanese food" is an adjective.
const PLACE_END = /^(?:\s*(?:[.,!?;:()"–—]|\s-\s|$)|[ \t]*\n|\s+(?:area|city|neighbou?rhood|district|region|please|too|instead|then|and|or|ya|but|with|for|on|at|in|near|around|by|from|to|that|which|where|if|is|are|was|would|could|should|will|looks?|sounds?|seems?|works?|goes|go|went|prices?|might|may|as|so|because|since|preferably|ideally|only|also|though|thanks|thank|this|next|i|we|it|if|you|anyway|than|because|really|tbh|tho|honestly|itself)\b|\s+\d)/i;
// "Mountain view", "Walnut creek": a second word of a place name that people leave lower-case.
const PLACE_SUFFIX = /^[ \t]+(city centre|town centre|west|east|city|view|creek|hills?|park|valley|beach|heights|grove|springs|lake|bay|point|village|falls|harbou?r|island|gardens|road)\b/;
const PREFIX_ONLY = /^(?:san|santa|los|las|el|la|del|st|saint|mount|mt|fort|port|north|south|east|west|new)$/i;
// "Clapham side", "Kharadi me", "Vaishali Nagar mein" (Hindi "in"), "Chorlton would be better": said of a place.
// Postpositions of Indian languages typed in Latin letters: Hindi "me", Bengali "e", Gujarati "ma", Marathi "madhe",
// Telugu "lo", Hindi "ke paas" (near), Malayalam "bhagathu" (side).
const PLACE_AFTER = /^\s+(?:area|city|neighbou?rhood|district|region|locality|side|me|mein|main|mai|pe|par|e|te|ma|madhe|madhye|lo|la|ke paas|bhagathu|bhagath|bhaagathu|bhaagath|pakkam|taraf|wala|waala|wale|waale|wali|waali|vala|vale|vali|(?:ta |is )?better|is (?:exactly |just |precisely )?where|ideally|preferably|probably|preferred|specifically|itself is better|or (?:very )?(?:close|near) ?by|or nearby|or thereabouts|mainly|mostly|primarily|especially|at a push|(?:is )?(?:our|my|his|her|their) (?:first|top|1st) (?:choice|pick|preference)|would be (?:better|ideal|great|perfect|good|nice|best)|is (?:better|ideal|preferred|perfect|best|convenient|good|top of (?:my|our|the) list)|is the only (?:place|area)|is the one (?:i|we) (?:like|want|prefer)|is what (?:we|i|they|he|she) (?:want|like|prefer)|feels? (?:right|perfect|best)|(?:first|1st|top) (?:preference|choice|priority)|(?:should|would|will) be (?:fine|ok|okay|good|better|best|ideal)|is (?:nice|lovely)|way|(?:ke )?aas ?paas|ya (?:uske |iske |us ke )?aas ?paas|dekh (?:lo|lijiye|lena)|dekho|k paas|ke pass|daggara|baju|(?:bhi |hi )?chalega|(?:bhi |hi )?chalegi|fine (?:then|hai|h)|(?:theek|thik|thek) (?:hai|h|rahega|lagega)|hi(?=\s*(?:[,.!;\n]|$))|hi (?:dekhte|dekho|dekhenge|dikhao|chahiye|theek)|prefer (?:karunga|karungi|karenge|karte|hai)|(?:ki |ke )?taraf|or near(?=\s*(?:[.,!\n]|$))|is (?:more |most |a lot more )?(?:realistic|affordable|doable|practical|sensible)|looks? (?:ideal|perfect|good|great|nice|lovely|promising|right)|(?:ka|ki|ke|wala|wali) (?:ad|flat|project|property|listing|plot|ghar|makaan)|alli|nalli|vich|madhla|madhli|madhil|vaalu|pr|hi chahiye|(?:zyada )?pasand|(?:zyada |jyada )?prefer(?=\s*(?:[.,!\n]|$))|dekhte (?:hain|hai)|dekhenge|er(?= (?:oi|ei|kache|dike|modhye|moddhe|project|flat))|(?:really|definitely)(?=\s*[,.!\n])|makes (?:the most |more |most )?sense|suits (?:us|me)|works best|(?:has been|was|is|comes) (?:highly )?recommended|only(?=\s*(?:[.,!;(\n]|$)))\b|^\s+(?:re|ch)(?=[\s,.])/i;
// Words that rank a place above the others the lead names: "Roundhay ideally, Headingley at a push", "Preferred
// location: Kakkanad", "Velachery only", "Chandrasekharpur hi chahiye".
// "Siolim then.": a sentence of a place and "then" settles on it. "Devanahalli plot ad nodide": the place of the ad.
const CHOSEN_THEN = /^\s+then(?=\s*(?:[.,!;\n]|$))/i;
const NAMES_THE_AD_AFTER = /^\s+(?:\d\s?bhk\s+)?(?:(?:plots?|flats?|villas?|projects?|house|apartment)\s+)?(?:ad|advert|listing)\b|^\s+(?:property|plot|flat)\s*(?:[.,!?\n]|$)/i;
// "saw ur ad for Kondapur": the ad names the place.
const AD_FOR_BEFORE = /\b(?:ad|advert|listing|post|hoarding|banner)\s+(?:for|in|at)\s+(?:the\s+)?$/i;
const PREFERRED_AFTER = /^\s+(?:only(?=\s*(?:[.,!;(\n]|$|because|as|since|please|pls))|hi\b|ideally|preferably|preferred|specifically|itself is better|is (?:exactly |just |precisely )?where|(?:is )?(?:our|my|his|her|their) (?:first|top|1st)|would be (?:ideal|perfect|best)|is (?:ideal|preferred|perfect|best|top of)|is the only|(?:zyada )?pasand|(?:zyada |jyada )?prefer(?=\s*(?:[.,!\n]|$))|pehle preference|first preference)/i;
const PREFERRED_BEFORE = /\b(?:actually|(?:decided|settled|set) on|(?:let['’]?s |lets )?(?:focus|concentrate) on|opted for|(?:gone|going|go) (?:for|with)|set (?:our|my) hearts? on|(?:has|have|needs?) to be|must be|(?:we['’]re|we are|i['’]m|i am) after (?:a |an )?[^.?!\n]{0,30}?\bin|prefers?|preferred|preferably|pref\.?|ideally|only|only (?:looking|searching|considering)\s+(?:in|at|around)|stick (?:with|to)|(?:would |'d |’d )?rather|preference is|(?:preferred|desired) (?:location|area|locality)(?:\s*:|\s+is)|hearts? set on|love to be in|wants?)\s+(?:(?:in|the|around|near)\s+)*$/i;
// A seller's home in an address, before its city and PIN code or its postcode: "Rohan Heights, Wakad, Pune 411057",
// "12 Coneygar Road, Bridport DT6 3AQ". A buyer's address is where they live now.
const ADDRESS_LOCALITY_AFTER = /^\s*(?:\d{1,2}(?:st|nd|rd|th)\s+(?:phase|stage|block|sector)\s*)?(?:,\s*\p{Lu}\p{L}+(?:\s\p{Lu}\p{L}+)?\s*[-–]?\s*\d{3}\s?\d{3}\b|[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b)/u;
// The city right before the PIN code ("Pune 411057") is named too, but the locality before it says more.
const ADDRESS_CITY_AFTER = /^\s*[-–,]?\s*\d{3}\s?\d{3}\b/;
// "a Napa apartment", "your Thane West project": a place name used before the home it describes.
const HOME_AFTER = /^\s+(?:\d(?:\.5)?\s?(?:bhk|rk|bed)|pre-?launch|ad\b|advert|apartment|house|home|condo|place|property|project|projects|flat|flats|villa|villas|plot|plots|society|township|development|scheme|site|launch|visit|viewing|site visit|enquiry|inquiry|listing|requirement)\b/i;
// "near the Elizabeth line", "Leeds station": a line, a stop or a campus is not an area; "Sector V e kaj kori" (I work in
// Sector V) is where the lead works.
const NOT_AN_AREA = String.raw`line|station|tube|metro|stop|airport|hospital|college|university|uni|campus|mall`;
// "Bhai Behala te thake" (my brother lives in Behala), "Bangalore e thaki" (I live in Bangalore): where someone lives.
// "Indirapuram wala 2BHK bechna hai": a buyer's home to sell first (a seller's is exactly the place that matters).
// "Tambaram la en veedu first sell pannanum" (Tamil), "Amader Salt Lake er flat ta sell korbo" (Bengali): the home the
// lead sells, not where they want to live.
const SELLS_IT_AFTER = /^\s+(?:wala|wali|vala|wale)\s+(?:ghar|flat|makaan|plot|\d?\s?bhk)\b[^.\n]{0,20}\bbech|^\s+(?:er|la|le|lo|madhla|madhe|madhil)\s+(?:(?:en|enga|engal|amader|amar|maza|majha|naa|maa|mana)\s+)?(?:flat|bari|barita|veedu|vidu|ghar|illu|mane|house|plot)\b[^.\n]{0,25}\b(?:sell|bikri|bechbo|vikk\w*|vitt\w*|vikay\w*|ammu\w*)/i;
const NOT_AN_AREA_AFTER = new RegExp(String.raw`^\s+(?:${NOT_AN_AREA})\b|^\s+office\b|^\s+(?:\p{L}{1,5}\s+)?(?:kaj kori|kaam kar\p{L}*|kaam hai|join|thaki|thake|thaken|thako|rehta|rehte|rehti|rahta|rahte|rahti)\b|^\s+(?:ch|me|mein|mai|main|pe)\s+(?:\d[\d.,]*\s?k?\s+(?:de rah|de reh|bhar rah|pay)|pg\b|hostel\b|(?:hu|hoon|hun|rehta|rehti|rehte|reh raha|reh rahe)\b|rent pe (?:hain|hai|hu|hoon|hun|rehte|rehta|reh rah))`, 'iu');
// A portal's enquiry headline names the home, then its area: "Rightmove enquiry – 2 bedroom terraced house to rent,
// Hessle, £625 pcm", "Zoopla enquiry – 2 bed cottage, Leigh-on-Sea, £400,000".
const HEADLINE_BEFORE = /(?:^|\n)[^\n]{0,30}\b(?:enquiry|inquiry)\s*[-–—:]\s*[^\n]{0,80}\b(?:house|flat|apartment|bungalow|cottage|maisonette|terrace|terraced|semi|detached|semi-detached|studio|room|bhk|villa|plot|home|property)\b[^\n,]{0,40},(?:[^\n,]{1,40},)?\s*$/i;
// "NOT in the Calangute/Baga belt", "avoid Sohna Road": a place the lead rules out.
const REJECTED_BEFORE = /\b(?:not|never|avoid|avoiding|forget)\s+(?:in|near|around|on)?\s*(?:the\s+)?$/i;
// "Friend suggested Kakkanad but no": a place the lead turns down.
const REJECTED_AFTER = /^\s+(?:but no\b|but not\b|nahi\b|nai\b|is out\b|is a no\b|is too (?:crowded|noisy|far|expensive|pricey|costly|busy|dear)\b)/i;
// "near the new tube", "round the back": the same in a lower-case phrase, and a part of a house.
const NOT_AN_AREA_WORD = new RegExp(String.raw`^(?:back|front)\b|\b(?:${NOT_AN_AREA}|highway|bedroom)$`, 'i');
const DIRECTION = /^(?:east|west|north|south)$/;
// "electronic city", "model town": a filler word that ends a lower-case name stays with it.
const NAME_TAIL = /^(?:city|town|road|park|gardens?|estate)$/;
// "Musters Road, West Bridgford": the area after a street in an address.
const AFTER_A_STREET = /\b(?:road|rd|street|st|lane|ln|avenue|ave|close|crescent|drive|way|grove|gardens|place|terrace)\s*,\s*$/i;
// Where the lead lives or works now, not where they want to be: "our flat in Islington", "based in New Jersey",
// "moving out of London". A seller's own home is where they want the agent, so that one counts for sellers.
const OWN_HOME_BEFORE = /\b(?:our|my) (?:(?:late )?(?:parents|mum|mom|dad|mother|father|grandmother|grandfather)['’]?s?['’]? )?(?:current |family |old )?(?:flat|house|place|home|apartment|property|rental)\s+(?:in|at)\s+(?:the\s+)?$|\b(?:our|my) (?:current |old )?\d\s?(?:bed|bedroom|bhk)(?: (?:flat|house|home|semi|terrace|detached|bungalow))?\s+(?:in|at)\s+$|(?:(?<=[.\n]\s?)|\b(?:i|we|he|she|they|client|owner)\s)(?:own|owns|has|have) (?:a|an|the|two|2|their|his|her|\d+ [a-z]+) (?:[a-z\d-]+ ){0,3}?(?:flat|house|home|apartment|property|bungalow|villa|\d?\s?bhk|\d?\s?rk)s? (?:in|at|on)\s+(?:the\s+)?$|\b(?:sell|selling|let|letting|rent out|renting out) (?:out )?(?:my|our|her|his|their|(?:mum|mom|dad|mother|father|nan|gran|parents)['’]s?) (?:[a-z\d-]+ ){0,3}?(?:in|at|on)\s+(?:the\s+)?$|\b(?:has|have|need|needs) to sell (?:the |an? )?(?:[a-z\d-]+ ){0,2}?(?:house|flat|home|place|property|plot) (?:in|at)\s+$/i;
// "Has 4 katha plot in Bidhannagar": land the lead owns is where a seller wants the agent; a buyer may build there.
// "our Mylapore house": the lead's own home, named before the word.
const OUR_HOME_BEFORE = /\b(?:our|my)\s+(?:\d(?:\.5)?\s?(?:bhk|bed)\s+)?$/i;
// A seller "moving to Nashik" names where they go, not the home for sale.
const MOVING_TO_BEFORE = /\b(?:moving|relocating|shifting|shifted|moved|relocated)\s+(?:back\s+)?to\s+(?:be (?:with|near) [a-z]+ in\s+)?$|\b(?:bought|buying|booked)\s+(?:a |an |the )?(?:[\w-]+ ){0,3}?(?:in|at)\s+$|\b(?:one|place|house|flat) (?:we|i)(?:['’]re| are| am)? (?:want|buying|bought|like)\s+(?:in|at)\s+$|\b(?:seen|found|spotted|got our eye on|have our eye on)\s+(?:somewhere|something|a place|one|a house|a flat)\s+(?:in|at|over in|down in|up in)\s+$/i;
const OWNS_LAND_BEFORE = /(?:(?<=[.\n]\s?)|\b(?:i|we|he|she|they|client|owner)\s)(?:own|owns|has|have) (?:a|an|the|\d+ [a-z]+) (?:[a-z\d-]+ ){0,2}?(?:plot|land|site)s? (?:in|at|on)\s+(?:the\s+)?$/i;
const PRESENT_PLACE_BEFORE = /(?:\bnow (?:living|staying|renting|based|working) in|\b(?:currently|presently|right now|at the moment)\s+(?:(?:living|staying|renting|based|working|rent|live|stay|work)\s+)?in|\b(?:(?:i|we)(?: will|['’]ll)|will) be (?:back )?in|\b(?:we|i)\s+(?:(?:already|currently|now|still)\s+)?(?:live|work|stay)\s+in|\b(?:we['’]?re|we are|i['’]?m|i am)\s+(?:currently\s+|now\s+|not\s+)?(?:(?:renting|living|staying|based)\s+)?in|\bbased\s+in|(?<!\b(?:an?|small|new|commercial|shop\s?\/)\s)\b(?:office|work|job)(?:\s+is)?(?:\s+in|\s+at)?|\bmoving (?:out )?(?:of|from)|\b(?:current|present|home|residential) address\s*:[^\n]*|\b(?:he|she|they)\s+(?:lives?|works?|stays?)\s+in|\b[a-z]+\s+(?:works|lives|stays)\s+in|\b(?:parents|in-?laws|family|relatives|mum|mom|dad|mother|father|sister|brother|son|daughter|kids)\s+(?:are|is|live|lives|stay|stays)\s+(?:(?:already|currently|now)\s+)?in|\b(?:parents|in-?laws|mum|mom|dad|mother|father|sister|brother)['’]?s?\s+(?:house|home|place|flat)\s+is\s+in|\b(?:parents|in-?laws|behen|didi|baba-ma|beta|beti|bete)|\brelocating (?:me )?from|\b(?:have|has|had|['’]ve) (?:now |already |permanently )?(?:shifted|moved|relocated) to|\bsettled in|\bpaying [^.?!\n]{0,25}?\brent (?:now |currently )?in|\b(?:now|currently|right now|atm|at the moment|at the min)\s+paying\b[^.?!\n]{0,25}?\bin|\bpaying\b[^.?!\n]{0,20}?\b(?:now|currently|atm|at the moment|at the min)\s+in|\b(?:office|work|job|company)\s+(?:has\s+)?(?:shifted|moved|relocated)\s+to|\b(?:house[- ]?sharing|flat[- ]?sharing|lodging) in|\bcurrent (?:rented |rental )?(?:flat|house|place|home|apartment|rental|property)\s+(?:in|at)|\b(?:all |both )?working (?:in|at)|\b(?:currently|now|presently|right now|atm)\s+(?:i|we)\s+pay\b[^.?!\n]{0,25}?\bin|\b(?:we|i)\s+(?:currently\s+|still\s+)?rent\s+in|\b(?:stay|stays|staying|live|lives|living)\s+in\s+(?:(?:my|our|his|her|their)\s+)?own (?:house|home|flat|place|bungalow) in|\b(?:near|nearer|closer to|with)\s+(?:my |our |her |his |their )?(?:daughter|son|parents|mum|mom|dad|mother|father|sister|brother|family|grandchildren|kids)\s+in|(?<!\bfor )\b(?:my|our|his|her|their) (?:brother|sister|parents|mum|mom|dad|mother|father|son|daughter|cousin|uncle|aunt|friend|friends|in-?laws)s? (?:is |are |lives? |stays? )?in|(?:^|[,;*•-]\s*)(?:stays|lives|works|staying|living|working) in|\b(?:neighbou?rs?|cousin|friends?|brother|sister|relatives?|colleagues?)(?:['’]s?)?\b[^.?!\n]{0,40}?\b(?:bought|sold|got|paid)\b[^.?!\n]{0,40}?\b(?:in|near|at)|\b(?:currently|now|presently)\s+renting\s+(?:a|an)\s+(?:room|flat|house|place|studio|\d\s?bed)\s+in|\b(?:our|my) (?:tenancy|lease|rental|flat ?share|house ?share|rented (?:flat|house|place))\s+(?:is\s+)?in)\s+(?:the\s+)?$/i;
// A form a portal e-mails: "Project: Sky Tower, New Town, Kolkata", "Location: Baner".
// "Locality: Avadi", "Preferred area: Kakkanad": a form's own field for the area the lead wants ranks it first.
const AREA_FIELD_BEFORE = /(?:^|\n)[ \t]*(?:location|locality|area|looking in|areas? of interest|preferred (?:location|area|locality|areas?))[ \t]*:[ \t]*$/i;
const FIELD_LINE_BEFORE = /(?:^|\n|\|)[ \t]*(?:location|locality|area|project|property|listing|(?:property |home |current )?address|city|subject|re|development|scheme|looking in|areas? of interest|preferred (?:location|area|locality|areas?))[ \t]*:[^\n]*$/i;
// "a flat at Salford Quays", "curious about Tellapur".
const HOME_AT_BEFORE = /(?:\b|(?<=\d))(?:flat|house|home|apartment|property|place|bed|beds|bhk|launch|project|site|plot|villa|new build|development|scheme|block|building|tower|estate)s?(?: for (?:rent|sale))? at\s+$|\b(?:curious|asking|enquiring|enquiry|enquire|interested) about\s+$/i;
// "is the 1 bed on Clapham Manor St still going?": the street of the home the lead asks about names where they look.
const HOME_ON_BEFORE = /\b\d\s?(?:bed|beds|bedroom|bhk)(?:\s+(?:flat|house|home|apartment|terrace|semi|cottage|maisonette|bungalow))?\s+on\s+$/i;
// "near Technopark, Kazhakkoottam": the area after the landmark the lead is near.
const AFTER_A_LANDMARK = /\b(?:near|close to|nr\.?)\s+(?:the\s+)?\p{Lu}[\p{L}'’ -]{1,30},\s*$/u;
// "near the uni/Brayford": a place written after another near-word and a slash.
const SLASH_BEFORE = /\b(?:in|near|around) (?:the )?[a-z]+\s*\/\s*$/;
const STREET_THEN_AREA = /^.+?\b(?:Rd|Road|St|Street|Lane|Ln|Avenue|Ave|Close|Crescent|Drive|Way|Grove)\s+(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)$/u;
const BLOCK_AFTER = /^\s*(?:block|blk|sector|phase|tower|wing)\b/i;
const STREET_END = /\b(?:st|rd|road|street|lane|avenue|ave|close|crescent|drive|way|grove|gardens|place|terrace)$/i;
// "Are you looking around Preston?" — "yeah Preston": a yes that repeats the agent's place.
const YES_BEFORE = /^\s*(?:yes|yeah|yep|yup|ya|haan|han|ji)\b[,!.]?\s*(?:still\s+|definitely\s+|only\s+)?$/i;

/** "Ganga Nagar ya Shastri Nagar?" — "Ganga Nagar, bacchon ka school wahan hai": the answer starts with one of two
 * capitalised places the agent offered. */
function picksOffered(question: string, place: string, before: string): boolean {
  if (before.trim() !== '') return false;
  const at = question.indexOf(place);
  if (at < 0) return false;
  const after = question.slice(at + place.length, at + place.length + 40);
  const ahead = question.slice(Math.max(0, at - 40), at);
  return /^\s*(?:or|ya|\/)\s+\p{Lu}[^?\n]*\?/u.test(after) || /\p{Lu}[\p{L} ]*\s(?:or|ya|\/)\s*$/u.test(ahead);
}
// "Anna Nagar or KK Nagar side": a place listed beside one the wording marks.
const LISTED_BESIDE = /^\s*(?:,|or|and|\/)\s*(?:\p{Lu}[\p{L}'’-]*\s+){1,3}(?:side|area|me|mein|e|ma|madhe|lo|ideally|preferably)\b/u;
// "sector 57 gurgaon", "Sec-62": a numbered sector is a place however it is written.
const SECTOR_NUMBER = String.raw`\b(?:sector|sec)[ -]?(\d{1,3}[a-z]?)`;
const SECTOR = new RegExp(String.raw`${SECTOR_NUMBER}\b`, 'gi');
// "2BHK Sector 20 Kharghar": the node a numbered sector belongs to.
const AFTER_A_SECTOR = new RegExp(String.raw`${SECTOR_NUMBER}\s+$`, 'i');
const SECTOR_TAIL = /^[ \t]+(?:sec(?:tor)?|phase|ph)[ -]?\d{1,3}[a-z]?\b/i;
// "Vijayanagar 4th stage", "JP Nagar 7th phase": read into the name before SECTOR_TAIL is applied.
const ORDINAL_STAGE = /^[ \t]+(\d{1,2}(?:st|nd|rd|th)[ \t]+(?:phase|stage|block|sector))\b/i;
// "Arera Colony E-5 mein": a block and house code between the name and the words about it.
const BLOCK_CODE_TAIL = /^[ \t]+[A-Z]{1,2}[-/]\d{1,3}\b/;
const PIN_TAIL = /^[ \t]+\d{3}\s?\d{3}\b(?=[ \t]+\p{L})/u;
// "2bhk rent Perumbakkam, near…", "3 BHK Baner": the place right after the home asked for, ending its phrase.
const HOME_SPEC_BEFORE = /\b\d(?:\.5)?[ \t]?(?:bhk|rk|bed|beds|bedroom)[ \t]+(?:(?:flat|house|rent|for rent|on rent|sale|for sale|resale|apartment|villa|chahiye|wanted|needed)[ \t]+)?$/i;
// "3BHK house, Indira Nagar, Lucknow": the place after the home in a note's list of facts.
const HOME_COMMA_BEFORE = /\b(?:\d\s?bhk|\d\s?bed(?:room)?s?|house|flat|apartment|villa|bungalow|cottage|kothi)\s*,\s*$/i;
const NUMBERED_AREA = /^[ \t]+Area[ \t]+(\d{1,2}[A-Z]?|I{1,3}|IV)\b/;
// "Noida Sector 150", "Phase 2": the number that finishes the name.
const NUMBERED_END = /\b(?:sector|phase|stage|block|zone)$/i;
// "in hayward", "san mateo preferably": a lower-case place after a place word, ending its clause; a lead who writes
// everything in lower case may go on ("in fremont around 4").
const LOWERCASE_AFTER = /\b(?:in|around|round|near|close to|place is|area is|city is|ideally|prefer|preferably|end of)\s+(?:the\s+)?(?!(?:a|an|my|your|our|their|his|her|this|that|these|those)\s)([a-z]+(?:\s[a-z]+)?)(?=(?:\s+(?:area|city|please|preferably|ideally|too|instead|only|then))*\s*([.,!?\n]|$|\s(?:at|around|on|by|for|with|and|or|but|that|which|near|from|this|next|still|one day|if|chahiye|chahie|side|ke paas)\b|\s(?:phase|sector|sec)\s?\d|\s\d{1,2}(?:st|nd|rd|th)\s(?:phase|stage|sector|block)))/gi;
const LOWERCASE_ANSWER = /^(?:in\s+)?(?:the\s+)?([a-z]+(?:\s[a-z]+)?)(?=\s*(?:area|city|please)?\s*(?:[.,!?]|$|\d))/;

// The last word of many Indian locality names ("Anna Nagar", "HSR Layout", "Raj Nagar Extension").
const LOCALITY_ENDS = String.raw`nagar|colony|layout|puram|vihar|enclave|bagh|ganj|peth?|wadi|halli|pally|palli|extension|corridor`;
// "2bhk for rent in raj nagar extension.": a lower-case locality of three words, told by its last word.
const LOWERCASE_LOCALITY_AFTER = new RegExp(String.raw`\b(?:in|near|around)\s+((?:[a-z]+\s){1,2}(?:${LOCALITY_ENDS}))(?=\s*(?:[.,!?\n]|$))`, 'g');
const NAME_ENDS = new RegExp(String.raw`^(?:${LOCALITY_ENDS}|town|centre|center)$`, 'i');
// "raj nagar extension me", "indira nagar side": a lower-case Indian locality, told by its last word and a
// postposition, at the start of a sentence.
const LOWERCASE_LOCALITY = new RegExp(
  String.raw`(?:^|[.,!?\n]\s*|\b(?:hi|hello|sir|ji|bhai|hey)\s+)((?:[a-z]+\s){0,2}(?:${LOCALITY_ENDS})|[a-z]{3,}\s(?:west|east|north|south))\s+(?:me|mein|ma|lo|madhe|pe|la|te|side|ke paas|area|chahiye|pahije)\b`,
  'g',
);

// "malad west 1bhk", "2bhk chahiye ghatkopar east,": a lower-case Mumbai-style suburb and its side, beside a home, a
// postposition or the end of the phrase ("east facing" is a flat's aspect, not a place).
const LOWERCASE_SIDE = /(?<![\p{L}])([a-z]{4,}\s(?:west|east))(?=\s*(?:[.,!?\n(]|$|\s(?:\d\s?(?:bhk|rk)|\d?bhk|chahiye|me|mein|side|station|ke paas|ka|ki|ke|or|ya|near|pe|enquiry|ad|listing|area)\b))/gu;

// "2bhk builder floor rohini sec 24 wala", "uttam nagar east metro ke paas": a lower-case locality before its sector, or
// before a side and the metro or station the lead wants to be near.
const LOWERCASE_BEFORE_SECTOR = /(?<![\p{L}])([a-z]{4,})\s(?:sec|sector)[ -]?\d{1,3}[a-z]?\b/gu;
const LOWERCASE_NEAR_STATION = new RegExp(String.raw`(?<![\p{L}])((?:[a-z]{3,}\s)?(?:${LOCALITY_ENDS}))(?:\s(?:east|west|north|south))?\s(?:metro|station|metro station)\s(?:ke paas|ke pass|ke nazdeek|near|side|se)\b`, 'gu');

// "2bhk chahiye borivali E me", "3bhk joie che bopal ma", "kothrud madhe 1bhk", "3bhk dwarka", "gota wala project": a
// lower-case place right after the home asked for, or before the postposition or "wala" that makes it one.
const INDIAN_POSTPOSITION = String.raw`me|mein|ma|madhe|madhye|la|lo|il|te|side|wala|wale|waala|vala|ke paas|baju`;
const LOWERCASE_AFTER_HOME = new RegExp(
  String.raw`(?:\d\s?(?:bhk|rk)|chahiye|chahie|joie|joiye|venum|beku|pahije|kavali)\s+(?:(?:che|hai|on rent|rent|for rent)\s+)?([a-z]{3,}(?:\s(?:[a-z]{2,}|[EW]))?)(?=\s+(?:${INDIAN_POSTPOSITION})\b)`,
  'gu',
);
// "saw ur ad on magicbricks for 3bhk dwarka": a lower-case place that ends the phrase right after the home.
const LOWERCASE_ENDS_HOME = /\d\s?(?:bhk|rk|bed(?:room)?s?(?:\s(?:flat|house|apartment|home))?)\s+(?:(?:on rent|for rent|for sale)\s+)?([a-z]{3,}(?:\s(?:[a-z]{2,}|[EW]))?)(?=\s*(?:[,.!?\n]|$))/gu;
const LOWERCASE_BEFORE_HOME = new RegExp(
  String.raw`(?:^|[.,!?\n]\s*|\b(?:hi|hello|sir|ji|bhai|bhaiya|bhaiyya|anna|dada|madam|hey|wo|woh|the)\s+)(?!(?:hi|hello|sir|ji|bhai|bhaiya|bhaiyya|anna|dada|madam|hey)\b)([a-z]{3,}(?:\s(?:[a-z]{2,}|[EW]))?)\s+(?:${INDIAN_POSTPOSITION})\s+(?:\d\s?(?:bhk|rk)|flat|project|plot|villa|ghar)\b`,
  'gu',
);

const NUMBER_WORD = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve)$/i;
// "Great Baddow", "Little Venice", "Lower Parel", "Market Harborough": words that are filler on their own start names.
const NAME_START = /^(?:great|little|upper|lower|old|high|long|market|kings?|queens?|royal)$/i;

/** A place the lead named, and whether they ranked it above the others ("ideally", "only", "preferred location:"). */
interface NamedPlace {
  place: string;
  preferred: boolean;
  /** The street of a home the lead asked about: said only when the lead names no area. */
  street?: boolean;
}

function titleCase(words: string): string {
  return words.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase());
}

/** Trims filler and dates off a run of capitalised words; null when nothing place-like is left. */
function cleanRun(run: string): string | null {
  const words = run.replace(/['’-]+$/, '').split(/\s+/);
  // "Anna Nagar", "Model Town": a word that is filler elsewhere starts a name before these; "Nine Elms", "Seven
  // Sisters": a number word starts one before a word that is no filler.
  const startsName = (next = '') => NAME_ENDS.test(next) || ((NUMBER_WORD.test(words[0]) || NAME_START.test(words[0])) && /^\p{Lu}/u.test(next) && !COMMON.has(next.toLowerCase()) && !NOT_PLACES.has(next.toLowerCase()) && !CALENDAR.test(next));
  while (words.length && (COMMON.has(words[0].toLowerCase()) || CALENDAR.test(words[0])) && !startsName(words[1])) words.shift();
  while (words.length && (COMMON.has(words[words.length - 1].toLowerCase()) || CALENDAR.test(words[words.length - 1]))) words.pop();
  const place = words.join(' ');
  if (!place || BUILDING.test(place) || /^of\b/i.test(place)) return null;
  // "Formally", "If Poss", "Offers", "Mum's": words, not names, whatever their capitals; but a word that ends many
  // names keeps a name of filler words ("New Town", "Old Town").
  const namedByEnd = words.length > 1 && NAME_ENDS.test(words[words.length - 1]);
  if (!namedByEnd && words.every((word) => NOT_PLACES.has(word.toLowerCase().replace(/['’]s$/, '')) || COMMON.has(word.toLowerCase()))) return null;
  return place;
}

/**
 * The words around a match that the patterns look at: a short window, never the whole text before or after it.
 * Slicing and scanning the whole rest of the text for every capitalised word made a long message quadratic.
 */
const CONTEXT = 80;

function atSentenceStart(text: string, index: number): boolean {
  const from = Math.max(0, index - 20);
  return (from === 0 ? /(?:^|[.!?:\n])[\s"'(]*$/ : /[.!?:\n][\s"'(]*$/).test(text.slice(from, index));
}

/**
 * Names the agent gave to buildings, told apart by the street address that follows ("Amber Court located at 34050
 * Westchester Terrace") or by being the place to visit: a lead echoing one is choosing a home, not an area.
 */
function addBuildingNames(agentText: string, names: Set<string>): void {
  for (const match of agentText.matchAll(CAPITALISED_RUN)) {
    const after = agentText.slice(match.index + match[0].length, match.index + match[0].length + 60);
    const before = agentText.slice(Math.max(0, match.index - 20), match.index);
    if (/^[^.?!]{0,40}?\b(?:at|on)\s+\d+\s/.test(after) || /\bvisit(?:ing)?\s+(?:to\s+|at\s+)?(?:the\s+)?$/i.test(before)) {
      names.add(match[0].toLowerCase());
    }
  }
}

/** "Mountain view", "San jose": a capitalised run and the lower-case word that finishes the name. */
function withLowercaseEnd(place: string, rest: string): { place: string; length: number } {
  const suffix = PLACE_SUFFIX.exec(rest) ?? (PREFIX_ONLY.test(place) ? /^[ \t]+([a-z]{3,})\b/.exec(rest) : null);
  if (!suffix || COMMON.has(suffix[1])) return { place, length: place.length };
  return { place: `${place} ${titleCase(suffix[1])}`, length: place.length + suffix[0].length };
}

/**
 * Capitalised places the wording marks as places: after "in"/"near"/"moving to", before "area", in answer to
 * "Which area?". A capitalised word with none of these ("Property Visit Appointment", "Japanese food") is not one.
 */
function capitalisedPlaces(turn: LeadTurn, buildings: Set<string>, leadName: string, selling: boolean): NamedPlace[] {
  const places: NamedPlace[] = [];
  const answersWhere = ASKS_WHERE.test(turn.question ?? '');
  const nameWords = leadName.toLowerCase().split(/\s+/);
  for (const match of turn.text.matchAll(CAPITALISED_RUN)) {
    const cleaned = cleanRun(match[0]);
    if (!cleaned || nameWords.includes(cleaned.toLowerCase()) || cleaned.toLowerCase() === leadName.toLowerCase()) continue;
    const start = match.index + match[0].indexOf(cleaned);
    const run = withLowercaseEnd(cleaned, turn.text.slice(start + cleaned.length, start + cleaned.length + CONTEXT));
    let place = run.place.replace(/^(?:City|Town) of /, '');
    let before = turn.text.slice(Math.max(0, start - CONTEXT), start);
    let after = turn.text.slice(start + run.length, start + run.length + CONTEXT);
    // "Noida Sector 150", "Gaur City 2 chahiye": the number that finishes the name.
    const number = NUMBERED_END.test(place) ? /^[ \t]+(\d{1,3}[A-Za-z]?)\b/.exec(after) : /^[ \t]+(\d{1,2})\b(?![.,]\d)(?=[ \t]+(?:chahiye|me|mein|main|mai|side|ke paas|pe)\b|[ \t]*[,.;!?\n]|[ \t]*$)/.exec(after);
    if (number) {
      place = `${place} ${number[1]}`;
      after = after.slice(number[0].length);
    }
    // "New Town, Action Area 2": a numbered Area is part of the name (the card said "a flat in Action").
    const numberedArea = NUMBERED_AREA.exec(after);
    if (numberedArea) {
      place = `${place} Area ${numberedArea[1]}`;
      after = after.slice(numberedArea[0].length);
    }
    // "Vijayanagar 4th stage", "JP Nagar 7th phase": the stage of a Bengaluru-style locality is part of its name.
    const stage = ORDINAL_STAGE.exec(after);
    if (stage) {
      place = `${place} ${stage[1].replace(/[a-z]+$/i, (word) => titleCase(word.toLowerCase()))}`;
      after = after.slice(stage[0].length);
    }
    // A postcode district finishes the name: "Manchester M21", "LS6 3JE" (the inward part is dropped).
    const district = /(?:^|\s)\p{Lu}{1,2}$/u.test(place) ? /^(\d{1,2}[A-Z]?)(?:\s\d[A-Z]{2})?\b/.exec(after) : null;
    if (district) {
      place = `${place}${district[1]}`;
      after = after.slice(district[0].length);
    }
    const prefix = NAME_PREFIX.exec(before);
    if (prefix && prefix[1] === prefix[1].toLowerCase()) {
      place = `${titleCase(prefix[1])} ${place}`;
      before = before.slice(0, prefix.index);
    }
    // "near Kharghar station": the area the station is named after.
    const nearStation = /^\s+(?:station|metro|tube)\b/i.test(after) && /\b(?:near|nr\.?|close to|walking distance (?:to|from)|next to)\s+(?:the\s+)?$/i.test(before);
    if (nearStation) {
      places.push({ place, preferred: false });
      continue;
    }
    if (/\bvisit(?:ing)?\s+(?:to\s+|at\s+)?(?:the\s+)?$/i.test(before) || NOT_AN_AREA_AFTER.test(after) || (!selling && SELLS_IT_AFTER.test(after)) || REJECTED_AFTER.test(after) || REJECTED_BEFORE.test(before)) continue;
    // "CD block", "HWF-2231": a block of a locality or a reference code, not an area.
    if ((/^\p{Lu}{1,3}$/u.test(place) && BLOCK_AFTER.test(after)) || (match[0].endsWith('-') && /^\d/.test(after))) continue;
    // "2BHK Sector 20 Kharghar": the sector and the node it belongs to, one place.
    const sector = AFTER_A_SECTOR.exec(before);
    if (sector && (PLACE_END.test(after) || CITY_ENDS_LINE.test(after))) {
      places.push({ place: `Sector ${sector[1].toUpperCase()} ${place}`, preferred: false });
      continue;
    }
    // A lone letter is a block or a list mark ('C') from here on: only the rules above (a postcode district after it,
    // a station after it, a sector before it) make one a place. Left now, before the patterns below: "X:" said
    // 10,000 times ran them all each time.
    if (place.length === 1) continue;
    // "the 4 bed on Rickmansworth Rd Pinner": the area named after the street of the home asked about.
    const streetThenArea = STREET_THEN_AREA.exec(place);
    if (streetThenArea && (HOME_ON_BEFORE.test(before) || /\bon\s+$/i.test(before))) {
      places.push({ place: streetThenArea[1], preferred: false });
      continue;
    }
    // "Rohini sec 9 ke paas", "Azad Nagar 208002 ke paas": a sector, a phase or a PIN code between the name and the
    // words about it (sectors() reads the number).
    after = after.replace(SECTOR_TAIL, '').replace(PIN_TAIL, '').replace(BLOCK_CODE_TAIL, '');
    if (!answersWhere && (PRESENT_PLACE_BEFORE.test(before) || (OWN_HOME_BEFORE.test(before) && !selling) || (selling && MOVING_TO_BEFORE.test(before)))) continue;
    const sellersAddress = selling && ADDRESS_LOCALITY_AFTER.test(after);
    const placeEnds = PLACE_END.test(after) || CITY_ENDS_LINE.test(after);
    const chosenThen = atSentenceStart(turn.text, start) && CHOSEN_THEN.test(after);
    const named =
      (PLACE_BEFORE.test(before) && !TO_A_PERSON.test(before)) ||
      SLASH_BEFORE.test(before) ||
      AFTER_A_LANDMARK.test(before) ||
      (OWN_HOME_BEFORE.test(before) && selling) ||
      PLACE_AFTER.test(after) ||
      numberedArea !== null ||
      LISTED_BESIDE.test(after) ||
      // "on Sarjapur Road", "off Ghodbunder Road": in Indian cities a main road names the area around it.
      (/\b(?:on|off|along)\s+(?:the\s+)?$/i.test(before) && (/\b(?:road|highway|expressway|corridor|bypass)$/i.test(place) || /^[A-Z]{1,3}R$/.test(place))) ||
      HEADLINE_BEFORE.test(before) ||
      AFTER_A_STREET.test(before) ||
      sellersAddress ||
      (selling && ADDRESS_CITY_AFTER.test(after)) ||
      FIELD_LINE_BEFORE.test(before) ||
      ((HOME_AT_BEFORE.test(before) || HOME_SPEC_BEFORE.test(before) || HOME_COMMA_BEFORE.test(before)) && placeEnds) ||
      (YES_BEFORE.test(before) && (turn.question ?? '').toLowerCase().includes(place.toLowerCase())) ||
      picksOffered(turn.question ?? '', place, before) ||
      chosenThen ||
      (atSentenceStart(turn.text, start) && NAMES_THE_AD_AFTER.test(after)) ||
      (AD_FOR_BEFORE.test(before) && placeEnds) ||
      (HOME_AFTER.test(after) && /(?:\b(?:a|an|your|ur|our|my|the|this|that|ad|advert|post|listing|for)|['’]s)\s+(?:\d(?:\.5)?\s?(?:bhk|bed)\s+)?$/i.test(before) && (selling || !OUR_HOME_BEFORE.test(before))) ||
      (placeEnds && (LOOSE_BEFORE.test(before) || (answersWhere && places.length === 0)));
    // "Let's go to Bella Vista" after the agent gave Bella Vista's address picks a home; "in Bella Vista" is an area.
    const building = buildings.has(place.toLowerCase()) && !/\b(?:in|around|near)\s+(?:the\s+)?$/i.test(before);
    // "sell their 4 bed detached on Station Road, Haxby": the area after a street the lead ranked first is ranked with it.
    const streetsArea = AFTER_A_STREET.test(before) && places.at(-1)?.preferred === true;
    const preferred = chosenThen || PREFERRED_AFTER.test(after) || PREFERRED_BEFORE.test(before) || AREA_FIELD_BEFORE.test(before) || sellersAddress || streetsArea || (selling && (OWN_HOME_BEFORE.test(before) || OWNS_LAND_BEFORE.test(before)));
    if (named && !building) places.push({ place, preferred });
    else if (HOME_ON_BEFORE.test(before) && STREET_END.test(place)) places.push({ place, preferred: false, street: true });
  }
  return places;
}

/** True when no capital appears except at the start of a sentence or in "I": the lead does not capitalise names. */
function writesInLowerCase(text: string): boolean {
  for (const match of text.matchAll(/(?<![\p{L}\p{N}'’])\p{Lu}[\p{L}'’]*/gu)) {
    if (!/^I(?:['’]\w+)?$/.test(match[0]) && !atSentenceStart(text, match.index)) return false;
  }
  return true;
}

/** Lower-case places from a lead who types without capitals ("in hayward", "sunnyvale please"). */
function lowercasePlaces(turn: LeadTurn): NamedPlace[] {
  const text = turn.text.trim();
  // Only all-lower-case names: a capitalised one is the other extractor's.
  const lowerWriter = writesInLowerCase(text);
  const found = [...text.matchAll(LOWERCASE_AFTER)]
    .filter((m) => m[1] === m[1].toLowerCase() && (lowerWriter || !/^\s\w/.test(m[2])))
    .map((m) => m[1]);
  if (lowerWriter && ASKS_WHERE.test(turn.question ?? '')) {
    const answer = LOWERCASE_ANSWER.exec(text.toLowerCase());
    if (answer) found.push(answer[1]);
  }
  return found
    // "near kharghar station": the area the station is named after.
    .map((place) => place.replace(/^([a-z]{3,})\s(?:station|metro)$/, '$1'))
    .filter((place) => !NOT_AN_AREA_WORD.test(place))
    // "andheri east", "south shore": a direction finishes or starts a name it sits beside.
    .map((place) => place.split(' ').filter((w, i, all) => (i > 0 && NAME_TAIL.test(w)) || !COMMON.has(w) && (!NOT_PLACES.has(w) || (DIRECTION.test(w) && all.length > 1 && !NOT_PLACES.has(all[1 - i]) && !COMMON.has(all[1 - i]))) && !CALENDAR.test(w)).join(' '))
    // "interested in calling them": a verb, not a place.
    .filter((place) => place.length > 2 && !/ing$/.test(place) && !place.split(' ').some((word) => NOT_A_LOWERCASE_PLACE.test(word)))
    .concat([...text.matchAll(LOWERCASE_LOCALITY)].map((m) => m[1]))
    .concat([...text.matchAll(LOWERCASE_LOCALITY_AFTER)].map((m) => m[1]).filter(isLowercasePlace))
    .concat([...text.matchAll(LOWERCASE_SIDE)].map((m) => m[1]).filter((place) => !COMMON.has(place.split(' ')[0]) && !NOT_PLACES.has(place.split(' ')[0])))
    .concat([...text.matchAll(LOWERCASE_AFTER_HOME), ...text.matchAll(LOWERCASE_BEFORE_HOME), ...text.matchAll(LOWERCASE_ENDS_HOME), ...text.matchAll(LOWERCASE_BEFORE_SECTOR), ...text.matchAll(LOWERCASE_NEAR_STATION)].map((m) => m[1]).filter(isLowercasePlace))
    .map((place) => ({ place: titleCase(place), preferred: false }));
}

// Words of Hindi and Gujarati sentences that sit where a place would: "joie che", "bhi chalega", "kiraye pe" (the
// English filler and "abhi", "chahiye" are in COMMON and NOT_PLACES, which isLowercasePlace checks too).
const HINGLISH_FILLER = /^(?:che|chhe|chhiye|hai|hain|bhi|koi|ek|kiraye|kiraya|bhade|bhada|monthly|better|flats|kiti|kitna|yaha|yahan|waha|wahan|isi|usi|iss|uss|ghar|pahije|venum|joie|joiye|beku|kavali|lena|bhadyane|kirayane|bhadyaane)$/i;

// "around sixty lakhs", "near temple": a number or a landmark's common noun, never a place of its own.
const NOT_A_LOWERCASE_PLACE = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|lakhs?|crores?|temple|church|mosque|gurudwara|school|schools|market|mall|office|collectorate|junction|bus stand|circle|signal|prom|promenade|seafront|beach|front|park|station|uni|university|bank|lodge|hostel|pg)$/i;

/** A lower-case run that can be a place: no filler, calendar or verb word in it. */
function isLowercasePlace(place: string): boolean {
  return place.split(' ').every((word) => !HINGLISH_FILLER.test(word) && !COMMON.has(word.toLowerCase()) && !NOT_PLACES.has(word.toLowerCase()) && !CALENDAR.test(word) && !/ing$/.test(word)) && !NOT_AN_AREA_WORD.test(place);
}

// "Following up on your enquiry for Hinjewadi", "you had enquired about the 2BHK in Dharampeth": the agent naming the
// place of the lead's own enquiry.
const ENQUIRY_ECHO = /\b(?:(?:your|ur) (?:enquiry|inquiry|interest)\b|you (?:had |have )?(?:enquired|inquired)\b)[^.?!\n]{0,60}?\b(?:in|at|for)\s+(?:the\s+)?((?:\p{Lu}\.){0,3}\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*)*)/u;

/** The place the agent says the lead enquired about, from the message the lead answers. */
function enquiredPlaces(turn: LeadTurn, buildings: Set<string>): NamedPlace[] {
  const echo = turn.question ? ENQUIRY_ECHO.exec(turn.question) : null;
  const place = echo ? cleanRun(echo[1]) : null;
  return place && !buildings.has(place.toLowerCase()) ? [{ place, preferred: false }] : [];
}

/** Numbered sectors however written ("sector 57", "Sec-62"). */
function sectors(turn: LeadTurn): string[] {
  return [...turn.text.matchAll(SECTOR)]
    .filter((m) => !PRESENT_PLACE_BEFORE.test(turn.text.slice(Math.max(0, m.index - CONTEXT), m.index)))
    .map((m) => `Sector ${m[1].toUpperCase()}`);
}

/** The areas the lead named, those they rank first ahead of the others, most recent first, each once. `selling`: the
 * lead's own home is the place that matters. */
export function readAreas(turns: LeadTurn[], leadName: string, selling = false): string[] {
  const seen: string[] = [];
  const sectorsSeen: string[] = [];
  const preferred = new Set<string>();
  const buildings = new Set<string>();
  const streets: string[] = [];
  const remember = (list: string[], place: string) => {
    const existing = list.findIndex((p) => p.toLowerCase() === place.toLowerCase());
    if (existing >= 0) list.splice(existing, 1);
    list.push(place);
  };
  for (const turn of turns) {
    if (turn.question) addBuildingNames(turn.question, buildings);
    for (const { place, preferred: ranked, street } of [...enquiredPlaces(turn, buildings), ...capitalisedPlaces(turn, buildings, leadName, selling), ...lowercasePlaces(turn)]) {
      if (street) {
        remember(streets, place);
        continue;
      }
      remember(seen, place);
      if (ranked) preferred.add(place.toLowerCase());
    }
    sectors(turn).forEach((sector) => remember(sectorsSeen, sector));
  }
  const recent = seen.reverse();
  const ranked = [...recent.filter((p) => preferred.has(p.toLowerCase())), ...recent.filter((p) => !preferred.has(p.toLowerCase()))];
  // A bare sector number narrows a named area ("HSR Layout… sector 2 ya 6"): the name comes first, and a sector a
  // name already holds ("Noida Sector 150") is not said twice.
  const named = [...ranked, ...sectorsSeen.reverse()];
  // "Sector 20" beside "Sector 20 Kharghar" or "Noida Sector 150": the longer name says both.
  const holds = (longer: string, p: string) => longer.length > p.length && ` ${longer.toLowerCase()} `.includes(` ${p.toLowerCase()} `);
  const fuller = (p: string) => (/^Sector \d/.test(p) ? named.find((longer) => holds(longer, p)) : undefined) ?? p;
  const areas = [...new Set(named.map(fuller))];
  return areas.length > 0 ? areas : streets.reverse();
}
