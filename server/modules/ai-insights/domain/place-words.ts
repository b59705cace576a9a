/** Word lists for reading place names: what is filler, a date or a building, never an area. */

// Words that start or fill sentences; a capitalised one is not a place ("Please search Napa", "Yes, Fremont").
export const COMMON = new Set(
  `office abhi beta beti bete i i'm i'd i'll i've im ok okay yes yeah yep yup no nope please thanks thank hi hello hey great good nice perfect cool
  sure alright only likes wants prefers we'd we'll we're we've they'd they'll they're you'd you'll awesome fine wow hmm hmmm oh well so then now just also and but or actually maybe can could would will
  should do does did is are was were what what's which where when how why who that that's thats this these those it it's
  its there here the a an my your our their we you they he she let let's lets get find search look looking try show give
  tell send help book schedule set make change wait any anything something somewhere anywhere nothing none one in at on
  for to from with near around by sounds seems looks not have has need want like prefer go apartment apartments house
  home condo studio bedroom bedrooms baths visit rent buy sell sale preferably besides again some all both either
  other another more most very really area neighborhood neighbourhood rather instead ideally probably definitely
  certainly sorry excuse lovely super excellent hold call phone number address price cost may property properties
  appointment calendar morning afternoon evening night noon use pick keep proceed still allow them you've works location
  next last re fwd fw stc tbh ish currently ekhon abhi garu wants needs needed prefers honestly basically frankly
  seriously thinking considering eyeing mera meri mere hamara hamari humara apna apni mujhe humko hume amader amar aamader
  aamar engal namma maza majha amcha ame amara
  aed usd gbp inr eur rs emi bhk rk rtm oc rera epc aip mip dip btl hmo ltv ftb lisa isa sqft namaste ji bhai
  two three four five six seven eight nine ten twelve fifteen twenty thirty forty fifty hundred thousand lakh lakhs lac
  lacs crore crores cr karod dedh sawa dhai budget mr mrs ms dr sir madam ma'am uncle aunty dada didi bhaiya anna`.split(/\s+/),
);
export const CALENDAR = /^(?:jan(?:uary)?|feb(?:ruary)?|march|april|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thur?s?|fri|sat|sun|today|tomorrow|tonight|yesterday|day|week|fortnight|month|year|spring|summer|autumn|fall|winter|monsoon|diwali|christmas|easter|weekend|weekday)(?:-ish)?$/i;
// A building or a street, not an area: "Amber Court", "Civic Plaza Apartments", "Pomeroy Avenue".
// "Chester-le-Street" is a town: the word must stand on its own.
export const BUILDING = /(?<![-\p{L}])(?:apartments?|apts|homes|condos|court|plaza|terrace|towers?|residences?|lofts|estates|manor|commons?|suites|villas?|street|lane|drive|boulevard|blvd|parkway)$/iu;
// "in person", "near me": phrases, not places.
export const NOT_PLACES = new Set(
  `person para pin airbnb main sky enquiry catchment reasonable cheap cheaper affordable sasta achha bigger smaller available sstc stc fits suits sales lettings lets phase stage hai hain kaunsa konsa karunga karungi karenge semi detached terrace terraced bungalow cottage maisonette min max lift distress pg early pls plz period tenanted base rush account pharma watchman rooms chahiye diolch total advance general cash time town unit units mind touch case fact order particular addition front stock
  return future detail full private public bed it there here that this me us work school schools them then noon now her him his
  which what love bulk common short line progress charge place house home apartment apartments mine yours all one half
  past quarter morning afternoon evening night midnight market mean meantime yet move moving carpet facing poss
  possible situ months weeks years days offers offer family loft formally formal uk britain england scotland wales
  india northern southern eastern western tower towers bungalows bungalow furnished unfurnished east west north south
  date obtained evenings mornings weekends launch status ready construction possession resale rental investment
  principle pipeline budget ideal hand block society building complex project uni university station metro office
  campus hospital mall airport centre center same range before after asap sorted asked grandkids kids later soon
  back side highway expressway bypass tube mum mom dad mother father parents nan gran grandma grandad in-laws
  within flat plot pre-launch prelaunch new stray ref preferred whatsapp stamp duty selling letting second first
  rupees pounds ring retirement requirement quickly properly possesion needed myself yourself ourselves independent
  hurry housing hotel holiday hdfc icici sbi axis kotak lic fixed fd easier eoi country completion city bills inc
  bathroom park booking token pocket residential already relocating dlr
  pref nri straight away dps tds practice demand theory reality principle summary brief tandem turn debt need shape
  ask liked loved needs chahye chaiye chahie chahiyee paas pass nazdeek semi-furnished fully-furnished part-furnished`.split(/\s+/),
);
