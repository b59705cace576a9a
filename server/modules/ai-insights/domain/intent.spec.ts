import { leadTurns, parseConversation } from './conversation.js';
import { readIntent } from './intent.js';

function intentOf(chat: string, previousIntent = '') {
  return readIntent(leadTurns(parseConversation(chat, 'Priya')), previousIntent);
}

describe('readIntent', () => {
  it.each([
    ['Lead: We want to buy a 3 bedroom house in Fremont.', 'buy'],
    ['Lead: Looking to purchase our first home, we are pre-approved.', 'buy'],
    ['Lead: I need a 2 bed apartment for rent, around $2,400 per month.', 'rent'],
    ['Lead: We would like to lease a townhouse.', 'rent'],
    ['Lead: I want to sell my house and get a valuation.', 'sell'],
    ['Lead: Could you list my home? Curious what it is worth.', 'sell'],
    ['Lead: I am an investor looking for rental yield above 5%.', 'invest'],
    ['Lead: Want a duplex to rent it out, what ROI can I expect?', 'invest'],
    ["Lead: I'm looking to buy a rental property, what's the cap rate?", 'invest'],
    ['Lead: Just browsing for now, nothing specific.', 'browse'],
    ['Lead: Not ready yet, just looking at prices.', 'browse'],
    ['Lead: We’re renting atm and our lease ends in 8 weeks. Got an MIP for 405k.', 'buy'],
    ['Lead: We are in a rented place now, just want a good long-term home. Possession by 2027 is fine.', 'buy'],
    ['Lead: Landlord is selling up so we want to buy in Summertown.', 'buy'],
    ['Lead: A 1 bed at Salford Quays as a buy-to-let. Need it to rent for at least £1,100 pcm. What’s it renting for in the block?', 'invest'],
    ['Lead: This is purely investment, I’ll exit at possession.', 'invest'],
    ['Lead: Looking at Kharghar purely as an investment. I’ll hold 5-6 years then sell.', 'invest'],
    ['Lead: I have a 2BHK in Wakad. Want to give it on rent.', 'sell'],
    ['Lead: I’ve got a flat in Ealing I want to let out. What would I get for it?', 'sell'],
    ['Lead: Need a 1BHK in Andheri. What are rents like?', 'rent'],
    ['Lead: Is the home report value 245k? We’d go to 265 if it goes to a closing date.', 'buy'],
    ['Lead: My house in Bishopston has sold so I’m chain free.', 'buy'],
    ['Lead: We’ve sold our house in Guildford and our buyers want to complete in ten weeks.', 'buy'],
    ['Lead: mera 2BHK hai Thane West mein. Tenant chahiye. kitna rent mil jayega?', 'sell'],
    ['Lead: Hi, just looking for now really. What are rents vs prices like round Mill Road?', 'browse'],
    ['Lead: Not really in the market yet, curious what a 2 bed goes for.', 'browse'],
    ['Lead: budget £240–260k, mortgage offer in hand. That one has a short lease, no thanks', 'buy'],
    ['Lead: Looking for a 3-bed semi, depends what our flat goes for. Can rent short term if we have to', 'buy'],
    ['Lead: loved it. we’re first time buyers, using our LISAs for the deposit', 'buy'],
    ['Lead: I’m a landlord, it’d be a buy-to-let. Send me a rental appraisal.', 'invest'],
    ['Lead: hmm ok buying we’ll think later. for now need 2BHK on rent, 18-20k', 'rent'],
    ['Lead: is the 2 bed still available to rent?\nLead: actually hold on, what’s around to BUY for about 250k? forget the rental', 'buy'],
    ['Lead: 1) service charge and ground rent? 2) how long on the lease? 3) is it chain free?', 'buy'],
    ['Lead: Hello, I want to dispose of my flat in Kharadi. Does your office handle resale?', 'sell'],
    ['Lead: Bopal vaalu row house resale karvanu che. Tame buyer lavi shako?', 'sell'],
    ['Lead: Mera Andheri West wala flat nikalna hai. Aajkal kitna milega?', 'sell'],
    ['Lead: I want to buy a 1BHK in Hinjewadi, not for staying, for rental income', 'invest'],
    ['Lead: Not buying right now, just want to know which new launches are coming', 'browse'],
    ['Lead: I’ve got a 3 bed semi, I want to let it out. What sort of rent could I get for it?', 'sell'],
    ['Lead: my tenant has just given notice so I’m looking for a new tenant', 'sell'],
    ['Lead: We’re thinking of putting the flat on the market and wanted an idea of what it might fetch.', 'sell'],
    ['Lead: We’re not actually in a position to buy yet but would love to get a feel for prices', 'browse'],
    ['Lead: We’ll be cash buyers with around a mil to spend', 'buy'],
    ['Lead: not actually looking to move for a year or so, just having a nose really', 'browse'],
    ['Lead: I’m looking to buy an HMO in Lenton for the student market', 'invest'],
    ['Lead: looking for a 2 bed, by the end of next month, our landlord’s selling up. we can do £1,600 pcm max', 'rent'],
    ['Lead: our house has been on with another agent for 3 months. realistically we’d accept 430', 'sell'],
    ['Lead: want a 4 bed semi in Ealing. Currently in a 3 bed in Acton, sold STC.', 'buy'],
    ['Lead: Vaishali Nagar mein plot chahiye, khud ka ghar banana hai', 'buy'],
    ['Lead: Looking to buy a 2BHK in Whitefield purely as rental investment, so it’s easy to let out', 'invest'],
    ['Lead: my daughter and three friends want a four-bed house for second year. I’ll be the guarantor.', 'rent'],
    ['Lead: 3BHK chahiye Noida Extension mein. 90 final bolo. khud rehna hai, investment nahi hai', 'buy'],
    ['Lead: I’ve got a 2 bed flat in Ealing that I want to let out. Tenants are moving out end of next month.', 'sell'],
    ['Lead: I’m not actually moving yet, just want to get a feel for the market in Bedminster.', 'browse'],
    ['Lead: Looking for 2BHK rental in Whitefield, around 30k. But actually we are thinking of buying instead of paying rent.', 'buy'],
    ['Lead: Just checking prices in the area, not planning to move anytime soon.', 'browse'],
  ])('%s → %s', (chat, intent) => {
    expect(intentOf(chat).intent).toBe(intent);
  });

  it('never reads a rental the lead only falls back on ("otherwise we’re into a rental") as the wish', () => {
    expect(intentOf('Lead: Any room on price? We complete on ours in a fortnight so need to move fast, otherwise we’re into a rental').intent).not.toBe('rent');
    expect(intentOf('Lead: need a 3 bed quick, or else we’ll have to rent in the meantime').intent).not.toBe('rent');
  });

  it('honours negation: "not looking to buy, just renting" is a renter who ruled out buying', () => {
    const reading = intentOf('Lead: I am not looking to buy, just renting for a year.');
    expect(reading.intent).toBe('rent');
    expect(reading.ruledOut).toEqual(['buy']);
  });

  it('reads "don’t want to rent" and "can’t afford to buy" as ruling those out', () => {
    expect(intentOf("Lead: I don't want to rent anymore, we want to buy.").intent).toBe('buy');
    expect(intentOf("Lead: We can't afford to buy yet so we'll rent.").intent).toBe('rent');
  });

  it('never takes the agent’s question as the lead’s intent', () => {
    expect(intentOf('Agent: Are you looking to rent or buy?\nLead: Hmm, let me think.').intent).toBe('unknown');
  });

  it('resolves a short answer against the agent’s either/or question', () => {
    expect(intentOf('Agent: Are you looking to rent or buy?\nLead: Buy').intent).toBe('buy');
    expect(intentOf('Agent: Do you want to rent or buy?\nLead: The latter.').intent).toBe('buy');
    expect(intentOf('Agent: Do you want to rent or buy?\nLead: The first one').intent).toBe('rent');
  });

  it('resolves yes/no to a one-option question', () => {
    expect(intentOf('Agent: Are you looking to buy?\nLead: Yes').intent).toBe('buy');
    expect(intentOf('Agent: Are you looking to buy?\nLead: No, sorry.').ruledOut).toContain('buy');
  });

  it('does not read renting a car as renting a home', () => {
    expect(intentOf('Lead: I need to rent a car for the weekend.').intent).toBe('unknown');
  });

  it('treats a bare "apartment" as a weak hint of renting, outweighed by one word of buying', () => {
    expect(intentOf('Lead: I need an apartment in Fremont.')).toMatchObject({ intent: 'rent', strength: 'weak' });
    expect(intentOf('Lead: I need an apartment.\nAgent: Rent or buy?\nLead: I want to buy one.')).toMatchObject({ intent: 'buy', strength: 'strong' });
  });

  it('uses the CRM’s previous intent as a weak prior that the lead’s own words override', () => {
    expect(intentOf('Lead: Hi, can you call me back?', 'Buy')).toMatchObject({ intent: 'buy', strength: 'weak' });
    expect(intentOf('Lead: We only want to rent.', 'interested in buying')).toMatchObject({ intent: 'rent', strength: 'strong' });
  });

  it('follows a lead who changes their mind', () => {
    expect(intentOf('Lead: We were thinking of renting.\nAgent: Sure.\nLead: Actually we want to buy instead.').intent).toBe('buy');
  });

  it('does not read a wish to rent from where the lead lives now ("currently on rent")', () => {
    expect(intentOf('Lead: Our budget is 75-80 lakh, not more. It’s for us, currently on rent').intent).toBe('unknown');
  });

  it('does not take a buyer’s mention of a survey valuation for selling', () => {
    expect(intentOf('Lead: Home Report valuation was 295k. Survey looked fine.').intent).not.toBe('sell');
  });

  it('reads no intent from a flat alone: in the UK and India people buy flats as often as they rent them', () => {
    expect(intentOf('Lead: can we move tomorrow’s viewing at the flat in Hyde Park to 5pm?').intent).toBe('unknown');
  });

  it('is unknown for an empty conversation', () => {
    expect(intentOf('')).toEqual({ intent: 'unknown', strength: 'none', ruledOut: [], browsing: false });
  });

  it('reads "staying on rent" as where the lead lives now, not what they want', () => {
    expect(intentOf('Lead: Hello, currently staying on rent in MVP Colony, paying 14k. Want to buy own 2bhk now').intent).toBe('buy');
    expect(intentOf('Lead: living on rent since 5 years, ab apna ghar lena hai').intent).toBe('buy');
  });

  it('reads "we rent in…", a tenancy that is up and mortgage repayments as today’s home, not a wish to rent', () => {
    expect(intentOf('Lead: looking to buy in Southville. we rent in Totterdown at £1,350 a month and the tenancy’s up in a few months. repayments about £1,650 a month').intent).toBe('buy');
  });

  it('reads browsing, letting and investing as Indian leads write them', () => {
    expect(intentOf('Lead: New Chandigarh vich plot de rate ki chal rahe ne? bas idea chahida, koi jaldi nahi').intent).toBe('browse');
    expect(intentOf('Lead: Beed Bypass la 2bhk flats kiti la aahet? ata ghyaycha nahi, fakt idea gheto').intent).toBe('browse');
    expect(intentOf('Lead: Malviya Nagar me hamara 2BHK khali hai, kirayedar chahiye').intent).toBe('sell');
    expect(intentOf('Lead: Bhai paisa lagana hai property me. Kuch acha batao jahan rent bhi aaye aur value bhi badhe').intent).toBe('invest');
  });

  it('reads a buyer who has sold in another town as buying, and "renting in Redland at the mo" as today’s home', () => {
    expect(intentOf('Lead: We’ve now sold in Richmond so we’re ready to go. Budget up to £1.2m, Chipping Norton').intent).toBe('buy');
    expect(intentOf('Lead: Just starting to look, not in a position to buy for a year or so - renting in Redland at the mo').intent).toBe('browse');
  });

  it('reads "kiraya pe", a tenant wanted, rent that keeps coming in, letting to students and "koi plan nahi"', () => {
    expect(intentOf('Lead: Boring Road ke aaspaas 2BHK kiraya pe chahiye').intent).toBe('rent');
    expect(intentOf('Lead: flat khali hai, kiraye pe dena hai').intent).toBe('sell');
    expect(intentOf('Lead: Need a decent family tenant asap for my 2BHK').intent).toBe('sell');
    expect(intentOf('Lead: commercial shop chahiye investment ke liye, bas rent aata rahe har mahine').intent).toBe('invest');
    expect(intentOf('Lead: Saw the 4 bed on Bowerham Road. Would be for letting to students').intent).toBe('invest');
    expect(intentOf('Lead: bas aise hi dekh rahe hain, abhi koi plan nahi').intent).toBe('browse');
  });

  it('reads an owner finding a tenant as letting, however many rent words describe the let', () => {
    const chat = 'Lead: Malviya Nagar me hamara 2BHK khali hai, kirayedar chahiye\nAgent: Rent kitna rakhna hai?\nLead: 18 hazaar mahina. Deposit 36 hazaar. Maintenance tenant dega, rent agreement aap banao';
    expect(intentOf(chat).intent).toBe('sell');
    expect(intentOf('Lead: Hiranandani Estate madhla maza 2BHK bhadyane dyaycha aahe. Tenant shodhun dya').intent).toBe('sell');
    expect(intentOf('Lead: I need a 2 bed to rent, my landlord is selling. Rent up to £1,200 pcm').intent).toBe('rent');
  });

  it('reads Bengali, Gujarati and Marathi browsing and renting, and a home of one’s own for the family', () => {
    expect(intentOf('Lead: Dada, New Town e 2BHK er dam koto? amar ekhon kono plan nei, shudhu idea nicchi').intent).toBe('browse');
    expect(intentOf('Lead: Amaro dikro Toronto ma che, bas options joi rahya chhiye').intent).toBe('browse');
    expect(intentOf('Lead: College Road la 1RK bhadyane pahije, 8-9 hazar paryant').intent).toBe('rent');
    expect(intentOf('Lead: Namaskar dada, 2BHK bhara chai in Behala').intent).toBe('rent');
    expect(intentOf('Lead: looking for a residential site in Kadri to build our own house').intent).toBe('buy');
    expect(intentOf('Lead: Rushikonda lo sea facing 3BHK unda? amma nanna kosam').intent).toBe('buy');
  });

  it('reads renting in Telugu ("adde ki"), Kannada ("baadige") and Hindi spelled "kirae"', () => {
    expect(intentOf('Lead: adde ki 2bhk kavali Kukatpally lo, 20 vela max').intent).toBe('rent');
    expect(intentOf('Lead: 2bhk baadige beku Jayanagar, 25 saavira max').intent).toBe('rent');
    expect(intentOf('Lead: kirae pe 2bhk chahiye Lucknow Gomti Nagar me, 18 tak').intent).toBe('rent');
  });

  it('reads an owner letting in Tamil ("en veedu rent ku vidanum") and selling in Kannada ("site ide, maaratha maadbeku") as selling', () => {
    expect(intentOf('Lead: Vanakkam sir. RS Puram la en veedu rent ku vidanum. 3BHK independent').intent).toBe('sell');
    expect(intentOf('Lead: Namaskara saar. Vijayanagar 2nd stage nalli 30x40 site ide, maaratha maadbeku').intent).toBe('sell');
  });
  it('reads a buyer who must sell their own flat first as buying', () => {
    expect(intentOf('Lead: 2BHK flats aahet ka? 55 to 60 lakh max. But problem is I have to sell my flat in Ichalkaranji first, loan is still running on it').intent).toBe('buy');
    expect(intentOf('Lead: Ame CDA Sector 9 re 3BHK flat khojuchu.\nAgent: For self use?\nLead: Yes for own family. But first I need to sell my 2BHK on Link Road, that money will go in this').intent).toBe('buy');
    expect(intentOf('Lead: Spoke to Mr Dunlop re the Atholl Road villa (offers over £285,000). He and his wife live in Perth and will need to sell before they can buy').intent).toBe('buy');
  });
  it('reads the lead\'s last change of mind as what they want, however often they said the other thing before', () => {
    const chat = 'Lead: hi looking for 2bhk rent in ravet near the BRTS, around 18k\nAgent: 2BHK in Ravet is going at 20-22k now\nLead: hmm. 22k rent is crazy\nAgent: have you thought about buying?\nLead: actually my dad was saying the same thing, rent is dead money\nLead: ok let\'s look at buying instead. but I don\'t want to go above 60 lakh';
    expect(readIntent(leadTurns(parseConversation(chat, 'Tejas')), 'rent').intent).toBe('buy');
  });
  it('reads a Hindi change of mind ("socha hai rent hi le lu"), where a relative lives now ("unka abhi kiraye ka hai") as no wish, and "kharidna" as buying', () => {
    expect(intentOf('Client: haan ji, purchase dekh raha tha 90 lakh tak\nClient: lekin posting phir change hogi... socha hai rent hi le lu\nClient: 22 tak dekh lo').intent).toBe('rent');
    expect(intentOf('Client: sadul ganj me makaan chahiye beti jamai ke liye, unka abhi kiraye ka hai\nClient: assi lakh tak socha hai').intent).not.toBe('rent');
    expect(intentOf('Lead: Nahi ji, kharidna nahi hai abhi. Rent hi chahiye').ruledOut).toContain('buy');
    expect(intentOf('Lead: Gurgaon mein flat kharidna hai').intent).toBe('buy');
  });
  it('reads a plan given up ("pehle socha tha rent pe dila du … so buying now") as no wish', () => {
    expect(intentOf('Lead: roorkee me parents ke liye ghar dekh raha hu. pehle socha tha rent pe dila du, but har 11 mahine me shift karna padega unko, so buying now').intent).toBe('buy');
  });
});
