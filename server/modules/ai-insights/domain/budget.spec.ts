import { amountsIn, isMonthly, namedCurrency, readBudget, type Role } from './budget.js';
import { leadTurns, parseConversation } from './conversation.js';

function budgetOf(chat: string, market: 'INR' | 'GBP' | 'USD' = 'USD') {
  const turns = parseConversation(chat, 'Priya');
  return readBudget(leadTurns(turns), namedCurrency(turns) ?? market).budget;
}

describe('amountsIn', () => {
  it.each([
    ['My budget is $3,500 a month', { amount: 3500, bound: 'about', period: 'month' }],
    ['around 450k', { amount: 450_000, bound: 'about', period: null }],
    ['we can do 1.2 million', { amount: 1_200_000, bound: 'about', period: null }],
    ['$1.2m max', { amount: 1_200_000, bound: 'up to', period: null }],
    ['under 500k', { amount: 500_000, bound: 'up to', period: null }],
    ['no more than 2500 dollars per month', { amount: 2500, bound: 'up to', period: 'month' }],
    ['at least $600,000', { amount: 600_000, bound: 'at least', period: null }],
    ['budget is 3000', { amount: 3000, bound: 'about', period: null }],
  ])('%s', (text, expected) => {
    expect(amountsIn(text, { source: 'stated', fallback: 'USD' })).toEqual([expect.objectContaining({ ...expected, from: null, source: 'stated' })]);
  });

  it('reads a range as its bounds', () => {
    expect(amountsIn('between 400k and 500k', { source: 'stated', fallback: 'USD' })).toEqual([expect.objectContaining({ from: 400_000, amount: 500_000 })]);
  });

  it('ignores counts, times, years and small fees', () => {
    expect(amountsIn('3 bedrooms, 2 baths, visit at 10:30 on the 4th', { source: 'stated', fallback: 'USD' })).toEqual([]);
    expect(amountsIn('thinking about moving in 2026', { source: 'stated', fallback: 'USD' })).toEqual([]);
    expect(amountsIn('the cab costs $45', { source: 'stated', fallback: 'USD' })).toEqual([]);
  });
});

describe('readBudget', () => {
  it('takes the lead’s own latest amount', () => {
    expect(budgetOf('Lead: Up to $3,000 a month.\nAgent: OK\nLead: Actually $3,500 per month is fine.')).toMatchObject({ amount: 3500, source: 'stated' });
  });

  it('does not take a price the agent quoted as the lead’s budget', () => {
    expect(budgetOf('Agent: Alborada has 3 bedrooms and the rent is $3,900 per month.\nLead: What is the phone number?')).toBeNull();
  });

  it('takes a quoted price the lead said yes to, and not one they only liked the home at, turned down or moved on from', () => {
    expect(budgetOf('Agent: Amber Court is $3,500 per month.\nLead: That works for us.')).toMatchObject({ amount: 3500, source: 'accepted' });
    expect(budgetOf('Agent: Amber Court is $3,500 per month. Does that work?\nLead: Yes')).toMatchObject({ amount: 3500, source: 'accepted' });
    expect(budgetOf('Agent: Amber Court is $3,500 per month. Want to see it?\nLead: Yes')).toBeNull();
    expect(budgetOf('Agent: Amber Court is $3,500 per month.\nLead: That sounds nice.')).toBeNull();
    expect(budgetOf('Agent: 2BHK starts at 1.05 cr, 3BHK at 1.6 cr\nLead: ok. Will see maybe in a year', 'INR')).toBeNull();
    expect(budgetOf('Agent: Amber Court is $3,500 per month.\nLead: Great, that is too expensive though.')).toBeNull();
    expect(budgetOf('Agent: Baycliff is $4,000 per month.\nLead: Great. Could you search for other apartments?')).toBeNull();
  });

  it('prefers what the lead stated over what they accepted', () => {
    expect(budgetOf('Lead: My budget is $3,000 a month.\nAgent: This one is $3,200 per month.\nLead: That works.')).toMatchObject({ amount: 3000 });
  });
});

describe('isMonthly', () => {
  it('treats a per-month amount, or one too small to buy a home, as monthly', () => {
    expect(isMonthly({ amount: 450_000, period: 'month', currency: 'USD' })).toBe(true);
    expect(isMonthly({ amount: 2800, period: null, currency: 'USD' })).toBe(true);
    expect(isMonthly({ amount: 450_000, period: null, currency: 'USD' })).toBe(false);
  });
});

describe('readBudget across markets', () => {
  it.each([
    ['Lead: budget 2.5 to 3 cr, 3 BHK in Powai', 30_000_000, 25_000_000, 'INR'],
    ['Lead: looking for 2bhk, rent upto 35k', 35_000, null, 'INR'],
    ['Agent: What is your budget?\nLead: 85 lakhs max', 8_500_000, null, 'INR'],
    ['Lead: our budget is ₹1,20,00,000', 12_000_000, null, 'INR'],
    ['Agent: Budget?\nLead: one and a half crore', 15_000_000, null, 'INR'],
    ['Lead: we can go £400–450k', 450_000, 400_000, 'GBP'],
    ['Lead: max £1,250 pcm', 1_250, null, 'GBP'],
    ['Lead: up to half a million', 500_000, null, 'GBP'],
  ])('%s', (chat, amount, from, currency) => {
    expect(budgetOf(chat, currency === 'INR' ? 'INR' : 'GBP')).toMatchObject({ amount, from, currency });
  });

  it('takes the market’s currency when the chat names none, and the chat’s when it does', () => {
    expect(budgetOf('Lead: budget is around 50k', 'INR')).toMatchObject({ currency: 'INR', currencyNamed: false });
    expect(budgetOf('Agent: Prices start at ₹60 lakh\nLead: my budget is 50,00,000', 'USD')).toMatchObject({ amount: 5_000_000, currency: 'INR' });
  });

  it('never reads an area, a flat number, a phone number, a token or an EMI as the budget', () => {
    expect(budgetOf('Lead: need 1,120 sq. ft. carpet area in Kharadi', 'INR')).toBeNull();
    expect(budgetOf('Lead: carpet area 1450, budget flexible', 'INR')).toBeNull();
    expect(budgetOf('Lead: flat 1204, tower B. what is the price range there?', 'INR')).toBeNull();
    expect(budgetOf('Lead: call me on 98201 23456 to discuss budget', 'INR')).toBeNull();
    expect(budgetOf('Lead: paid token amount of 51,000 already', 'INR')).toBeNull();
    expect(budgetOf('Lead: EMI should be under 45k', 'INR')).toBeNull();
    expect(budgetOf('Lead: home loan of 80 lakh is sanctioned', 'INR')).toBeNull();
    expect(budgetOf('Lead: we have a 10% deposit of £45,000', 'GBP')).toBeNull();
  });

  it('does not take a price the lead turns down or asks about', () => {
    expect(budgetOf('Agent: It is 1.5 cr\nLead: 1.5 cr is too much for us', 'INR')).toBeNull();
    expect(budgetOf('Lead: is 95 lakh negotiable?', 'INR')).toBeNull();
    expect(budgetOf('Lead: 1.5 cr is too much, our budget is 1.2 cr', 'INR')).toMatchObject({ amount: 12_000_000 });
  });
});

describe('readBudget: numbers written without their unit', () => {
  const inr = (chat: string, purpose: 'price' | 'rent' | null = null, role: Role = null) => budget(chat, 'INR', purpose, role);
  const gbp = (chat: string, purpose: 'price' | 'rent' | null = null, role: Role = null) => budget(chat, 'GBP', purpose, role);
  function budget(chat: string, currency: 'INR' | 'GBP', purpose: 'price' | 'rent' | null, role: Role = null) {
    return readBudget(leadTurns(parseConversation(chat, 'Priya')), currency, purpose, role).budget;
  }

  it('reads the unit from an amount already in the chat', () => {
    expect(inr('Agent: Asking 1.35 cr.\nLead: 1.35 is too much for us. Max 1.2 all inclusive.')).toMatchObject({ amount: 12_000_000, currency: 'INR' });
    expect(gbp('Agent: Guide £475k.\nLead: Yield looks ok but my ceiling is 450.')).toMatchObject({ amount: 450_000 });
    expect(gbp('Agent: Offers over £350,000.\nLead: We’d go to 365 tops, not a penny more')).toMatchObject({ amount: 365_000 });
    expect(gbp('Agent: We have an offer of £310,000.\nLead: Go back and say we’d take 315.')).toMatchObject({ amount: 315_000 });
    expect(inr('Agent: Builder won’t go below 1.35 cr\nLead: ok 1.35 works if PLC is waived')).toMatchObject({ amount: 13_500_000 });
    expect(inr('Agent: full sea view, ₹1.35 Cr.\nLead: 1.35 aa? chala ekkuva andi\nmax 1.2 ki vasthe chudandi')).toMatchObject({ amount: 12_000_000 });
  });

  it('reads it from what the lead wants when the chat has no amount to go by, after words that set a limit', () => {
    expect(gbp('Lead: bit steep for us, we’re at 450 max', 'price')).toMatchObject({ amount: 450_000 });
    expect(gbp('Lead: realistically our budget is around the 280 mark', 'price')).toMatchObject({ amount: 280_000 });
    expect(inr('Lead: budget max 45, 2bhk', 'price')).toMatchObject({ amount: 4_500_000 });
    expect(inr('Lead: budget max 1.1', 'price')).toMatchObject({ amount: 11_000_000 });
    expect(inr('Lead: 1bhk chahiye, budget 18 max', 'rent')).toMatchObject({ amount: 18_000 });
  });

  it('leaves a bare number unread when nothing says what it is for, or when it counts or times something', () => {
    expect(gbp('Lead: we’re at 450 max')).toBeNull();
    expect(gbp('Lead: around 450 would be fine', 'price')).toBeNull();
    expect(inr('Agent: 3 BHK at 1.4 cr. Site visit Sunday?\nLead: Sunday 11 works')).toBeNull();
    expect(gbp('Agent: It is £1,150 pcm.\nLead: is it 2 bed? can we come on the 4th', 'rent')).toBeNull();
    expect(inr('Lead: budget 35k, moving in 10 days', 'rent')).toMatchObject({ amount: 35_000 });
  });

  it('takes the amount that fits what the lead wants: a buyer’s price, not the rent they hope to let it for', () => {
    expect(gbp('Lead: between 180 and 220k. Need it to rent for at least £1,100 pcm', 'price')).toMatchObject({ amount: 220_000, from: 180_000 });
    expect(inr('Lead: rent budget around 30k. Actually we are thinking of buying, around 1 crore', 'price')).toMatchObject({ amount: 10_000_000 });
  });

  it('never reads a mortgage, savings or what the lead pays today as the budget', () => {
    expect(gbp('Lead: I’ve got a BTL mortgage agreed for 337.5k', 'price')).toBeNull();
    expect(gbp('Lead: we have about 28k saved between us', 'price')).toBeNull();
    expect(gbp('Lead: the mortgage on it is 1,300 a month')).toBeNull();
    expect(gbp('Lead: We’re currently renting in Jericho at £2,400 pcm and want to buy', 'price')).toBeNull();
    expect(inr('Lead: PLC 3 lakh and floor rise 2 lakh extra? And our old flat sold for 80 lakh', 'price')).toBeNull();
    expect(gbp('Lead: is the reservation fee £2,000? What yield, 6%?', 'price')).toBeNull();
    expect(gbp('Lead: up to £650k, we’ve got about 90k for the deposit', 'price')).toMatchObject({ amount: 650_000 });
    expect(inr('Agent: 13,500 rent, or another one 11k\nLead: 11k one sounds nice. can I see the 25k one?', 'rent')).toBeNull();
  });

  it('reads a number in words after a limit word, and never a room count the agent just used', () => {
    expect(inr('Lead: rent around twelve thousand, maximum fifteen', 'rent')).toMatchObject({ amount: 15_000 });
    expect(inr('Agent: There is also a 2.5 BHK in the same tower at 1.04 cr\nLead: 2.5 is fine if the 3rd room fits a study table', 'price')).toBeNull();
    expect(inr('Agent: Another one at 1.04 cr\nLead: 2.5 is fine', 'price')).toBeNull();
  });

  it('reads a buyer’s bare number against prices only, and leaves one unread when the chat’s amounts are of another size', () => {
    expect(gbp('Lead: We’re paying £2,400 pcm now. We’d said our budget was up to 650 but the guide price is 675\nLead: we can do that, 675', 'price')).toMatchObject({ amount: 675_000 });
    expect(inr('Agent: One on Neeladri Road 19k, 10 months deposit\nLead: 10 months?! Max 5. Can I see it tomorrow?', 'price')).toBeNull();
    expect(gbp('Lead: so I’m at four-fifty a week max but ideally bills inc', 'rent')).toMatchObject({ amount: 450, period: 'week' });
    expect(gbp('Lead: looking for a room in Ealing, max 195 a week bills inc.', 'rent')).toMatchObject({ amount: 195, period: 'week' });
  });

  it('never reads a salary, what the lead paid once, a neighbour’s sale or a yearly charge as the budget', () => {
    expect(inr('Lead: my take home is 1.6L pm, bank has sanctioned loan of 70L. with savings total budget around 95L to 1 cr', 'price')).toMatchObject({ amount: 10_000_000, from: 9_500_000 });
    expect(gbp('Lead: We bought in 2017 for £540,000 and redid the kitchen. Next door went for 340k.')).toBeNull();
    expect(gbp('Agent: Service charge is £3,100 pa, ground rent £350 pa')).toBeNull();
  });

  it('reads a price the lead takes or turns down in Hindi', () => {
    expect(inr('Agent: 1,500 sq ft @ ₹2,400/sq ft = 36 lakh\nLead: accha. chalo 36 theek hai', 'price')).toMatchObject({ amount: 3_600_000 });
    expect(inr('Agent: 1,500 sq ft @ ₹2,400/sq ft = 36 lakh\nLead: 36 thoda zyada hai', 'price')).toBeNull();
  });

  it('never reads what tenants pay, a purchase years ago, a share per head or a day of the month as the budget', () => {
    expect(gbp('Lead: I’ve got a 2 bed flat I want to sell. It’s tenanted, they pay £1,500 pcm')).toBeNull();
    expect(gbp('Lead: my terrace is let, tenants pay £750pcm. want to sell up')).toBeNull();
    expect(gbp('Lead: I bought it in 2019 for £245k. What rent do you think I’d get?')).toBeNull();
    expect(inr('Lead: 2bhk bhi chalega. 15k tak total, 5-5 hazaar per head', 'rent')).toMatchObject({ amount: 15_000 });
    expect(inr('Lead: 35k tak incl maintenance\nAgent: kal dikha du?\nLead: 15 tak shift karna hai', 'rent')).toMatchObject({ amount: 35_000 });
  });

  it('prefers an amount the lead made their own (a limit, a range, an answer to "budget?") over one said in passing', () => {
    expect(inr('Agent: Budget koto?\nLead: 50 lakh er moddhe. amar dada Joka te 42 lakh e kineche 2 bochor age', 'price')).toMatchObject({ amount: 5_000_000 });
    expect(inr('Lead: Budget: 60 to 70 lakhs. Saw your ad at ₹7,800/sq ft for 780 sq ft carpet, which works out to ~61 lakh + GST.', 'price')).toMatchObject({ amount: 7_000_000, from: 6_000_000 });
    expect(inr('Lead: max 1.1 cr all inclusive\nLead: HDFC ne 85L sanction kela, EMI around 74k yeil', 'price')).toMatchObject({ amount: 11_000_000 });
    expect(inr('Lead: under 40k pm. abhi Ghatkopar me 32k de raha hu', 'rent')).toMatchObject({ amount: 40_000 });
    expect(gbp('Lead: Budget: between £400k and £450k. Won’t stretch – want £200k left over for the grandkids.', 'price')).toMatchObject({ amount: 450_000, from: 400_000 });
    expect(gbp('Lead: yes we got one for £220k, and we’ve got about £25k saved so up to £245,000 all in', 'price')).toMatchObject({ amount: 245_000 });
  });

  it('shows a seller’s figure only when they name it as their price, never what tenants pay, a repair or what they paid', () => {
    const seller = (chat: string) => readBudget(leadTurns(parseConversation(chat, 'Priya')), 'GBP', null).budget;
    expect(seller('Lead: tenants pay £750pcm. We’ve had a new roof since, £9,000, and the loft done')).toBeNull();
    expect(seller('Lead: Service charge has gone up to £2,400 a year plus £250 ground rent')).toBeNull();
    expect(seller('Agent: What price are you expecting?\nLead: 325,000 ideally')).toMatchObject({ amount: 325_000 });
    expect(seller('Agent: I’d put a guide of £185,000 on it.\nLead: Fine, go with 185.')).toMatchObject({ amount: 185_000 });
  });

  it('never reads a listing’s price field, a neighbour’s sale, what a cousin bought for, repayments or what a home is worth', () => {
    expect(inr('Lead: Property: 3 BHK Apartment for Sale in Baner\nPrice: ₹1.45 Cr | Super built-up: 1,450 sq.ft.\nMessage: Is price negotiable?', 'price')).toBeNull();
    expect(inr('Lead: My cousin bought in Powai for 1.8 Cr in 2019 lol', 'price')).toBeNull();
    expect(inr('Lead: My neighbour sold a similar flat for 2.3 Cr last year.')).toBeNull();
    expect(gbp('Lead: broker says a mortgage of £280k, repayments about £1,650 a month', 'price')).toBeNull();
    expect(gbp('Lead: Ours in Greystones, we reckon it’s worth about £380k?', 'price')).toBeNull();
  });

  it('reads a limit in Gujarati, and never a salary, money set aside for works, or a price the lead finds punchy', () => {
    expect(inr('Lead: Rental income joiye, around 30-35k mahine\nAgent: 60 lakh\nLead: 60 thodu vadhare chhe. 50-55 sudhi jashu', 'price')).toMatchObject({ amount: 5_500_000, from: 5_000_000 });
    expect(gbp('Lead: I’m a nurse on about £38k so the lender’s being a bit funny', 'price')).toBeNull();
    expect(gbp('Lead: Budget is £250,000 to £300,000 purchase price, plus we have about £40k set aside for works.', 'price')).toMatchObject({ amount: 300_000, from: 250_000 });
    expect(gbp('Agent: That one’s on at £425,000\nLead: Ha 425 is a bit punchy for us.', 'price')).toBeNull();
  });

  it('takes the first amount answering "budget?", and never a neighbour’s rent, a pension, a loan, the sale of the lead’s house or stamp duty', () => {
    expect(inr('Agent: Budget koto?\nLead: 15k max dada. now paying 11k in Tollygunge', 'rent')).toMatchObject({ amount: 15_000 });
    expect(inr('Agent: What rent are you expecting?\nLead: what can I get? my neighbour on 2nd floor got 22k last year')).toBeNull();
    expect(inr('Lead: Salary 92,000 hai per month. Bank wale kehnde 55 lakh tak loan mil jayega', 'price')).toBeNull();
    expect(gbp('Lead: Brian’s pension lump sum is £120,000 and our house in Horsforth has an offer at £340,000', 'price')).toBeNull();
    expect(gbp('Lead: Budget up to £1.2m.\nLead: I know stamp duty will be a shock, my husband worked it out at over £60k', 'price')).toMatchObject({ amount: 1_200_000 });
    expect(gbp('Lead: FTB, 2 bed flat Reading. Budget c.£250k. Has 10% dep (£25k) saved, MIP for £225k.', 'price')).toMatchObject({ amount: 250_000 });
  });

  it('shows an amount only when the lead makes it theirs, not a price they saw', () => {
    const browsing = (chat: string) => readBudget(leadTurns(parseConversation(chat, 'Priya')), 'GBP', null).budget;
    expect(browsing('Lead: the one on the Esplanade at £1.1m lol. if we win the lottery. just seeing what prices are like')).toBeNull();
    expect(browsing('Lead: not in a rush, but if we did move it’d be up to £500k')).toMatchObject({ amount: 500_000 });
  });

  it('never reads a difference from the limit, a surcharge, or the price the lead’s own home is under offer at', () => {
    expect(inr('Agent: budget range?\nLead: around one crore twenty five lakhs, can’t go beyond that\nAgent: 1.38 Cr\nLead: That’s 13 lakh above my limit.', 'price')).toMatchObject({ amount: 12_500_000 });
    expect(inr('Lead: Up to 55k per month.\nAgent: 62k\nLead: 62 is above budget. anything within 55?', 'rent')).toMatchObject({ amount: 55_000 });
    expect(gbp('Lead: Budget between £950k and £1.1m. SDLT incl. 5% surcharge roughly £109k at 1.1m', 'price')).toMatchObject({ amount: 1_100_000, from: 950_000 });
    expect(gbp('Lead: my flat in Cardiff Bay is already under offer with another agent at £180k', 'price')).toBeNull();
    expect(gbp('Agent: We have an offer of £310,000.\nLead: Go back and say we’d take 315.')).toMatchObject({ amount: 315_000 });
    // A token is of another size than the price: "fine" after a time does not echo it.
    expect(inr('Agent: owner asking 1.8 Cr\nLead: first we see\nAgent: Owner wants 5 lakh token once finalised\nLead: ok 5 pm fine', 'price')).toBeNull();
    // A call note reporting what the agent told the lead, and what neighbours reckon a home would go for.
    expect(inr('Notes: Owns 3BHK in Kondapur. Told him recent deals at 6,200-6,500/sft, so approx 1.15 Cr. He felt it is low.', 'price')).toBeNull();
    expect(gbp('Lead: Neighbours reckon it’d go for about £425k now but no idea really', 'price')).toBeNull();
  });

  it('reads a seller’s or landlord’s aim, a floor, a pot and a yes that names a doubt', () => {
    expect(gbp('Lead: Ours has the extension though so we’d want at least 350\nAgent: We could market at £350k', 'price')).toMatchObject({ amount: 350_000, bound: 'at least' });
    expect(gbp('Lead: current tenant’s on £1,050 a month\nLead: hoping to get £1,150 pcm for the next one', 'rent')).toMatchObject({ amount: 1150 });
    expect(gbp('Agent: Guide price is £285,000.\nLead: 285 is a bit more than we’d planned but we can do that', 'price')).toMatchObject({ amount: 285_000 });
    expect(gbp('Agent: We’d suggest £1,050pcm.\nLead: £1,050pcm sounds about right, go for it.', 'rent')).toMatchObject({ amount: 1050 });
    expect(gbp('Lead: Total pot is £400k, using a mix of cash and a BTL mortgage.', 'price')).toMatchObject({ amount: 400_000 });
    expect(gbp('Lead: maybe one day, if we did it’d be something like £400k.')).toMatchObject({ amount: 400_000 });
    expect(gbp('Agent: guide £435,000\nLead: we’re looking 300-ish tbh, and sub 420 at most', 'price')).toMatchObject({ amount: 420_000, bound: 'up to' });
  });

  it('reads limits said after the number in Indian languages, and keeps a range its limit repeats', () => {
    expect(inr('Agent: asking 82 lakh\nLead: 82 ta beshi hoye jacche dada. 75 er upor parbo na', 'price')).toMatchObject({ amount: 7_500_000, bound: 'up to' });
    expect(inr('Agent: rent kitna expect?\nLead: 28k per month\nAgent: 25-27 chal raha hai\nLead: 28 se kam nahi', 'rent')).toMatchObject({ amount: 28_000, bound: 'at least' });
    expect(inr('Lead: budget 70-80 lakh\nAgent: 92 lakh asking\nLead: thoda kam karo, 80 se upar nahi jaa paayenge', 'price')).toMatchObject({ amount: 8_000_000, from: 7_000_000 });
    expect(inr('Lead: namaskar, 2BHK ghar pahije. bajet 70 lakh', 'price')).toMatchObject({ amount: 7_000_000 });
    expect(inr('Agent: 3BHK 80 lakh\nLead: 80 lakh pe deal kar lete hain', 'price')).toMatchObject({ amount: 8_000_000 });
  });

  it('takes no budget from an answer that says there is none yet, or from a question working out the agent’s price', () => {
    expect(inr('Agent: Budget kya rakha hai?\nLead: commutation ka 48 lakh aaya hai, kuch FD bhi hai. budget abhi fix nahi kiya', 'price')).toBeNull();
    expect(gbp('Agent: What’s your budget?\nLead: we haven’t set a budget yet. 250k maybe', 'price')).toBeNull();
    expect(inr('Agent: layouts at 22,000-28,000 per sq yard, 200 sq yd plots\nLead: That’s roughly 45-55L per plot? hmm.', 'price')).toBeNull();
    // "Kitna area?" asks for an area, not a budget; "2014 mein liya tha 58 lakh mein" is what the flat cost then.
    expect(inr('Agent: Kitne saal purana hai aur kitna area?\nLead: 2014 mein liya tha 58 lakh mein. 985 sq ft built up', 'price')).toBeNull();
    expect(inr('Agent: Rent kitna rakhna hai?\nLead: 18 hazaar mahina. Deposit 36 hazaar', 'rent')).toMatchObject({ amount: 18_000 });
  });

  it('reads a deal struck, a list price, a seller’s floor, an offer to go in at, and never a deposit in months', () => {
    expect(inr('Agent: Owner ne 92 lakh bola hai\nLead: bhai 92 bahut hai\nAgent: Owner 88 pe aa gaye hain\nLead: theek hai 88 pe done karte hain', 'price')).toMatchObject({ amount: 8_800_000 });
    expect(inr('Agent: rent 18k, deposit 50k\nLead: 18 thoda zyada hai, 16 kar do\nAgent: owner 17 pe maan gaye\nLead: ok 17 final. shaam ko dekh lete hain', 'rent')).toMatchObject({ amount: 17_000 });
    expect(inr('Agent: market 1 to 1.05 cr chal reha\nLead: hmm. chalo theek hai, 1.05 te list karo', 'price')).toMatchObject({ amount: 10_500_000 });
    expect(inr('Lead: Expected rent Rs.18,000 per month, 3 months advance.', 'rent')).toMatchObject({ amount: 18_000 });
    expect(inr('Lead: 2bhk ready to move Patia re achhi ki? 45 lakh bhitare heba darkar', 'price')).toMatchObject({ amount: 4_500_000 });
    expect(gbp('Agent: It’s offers over £210,000.\nLead: We’d like to go in at 225k', 'price')).toMatchObject({ amount: 225_000 });
    expect(gbp('Lead: Our AIP is for £238,000 and with our deposit the most we can do is £265,000', 'price')).toMatchObject({ amount: 265_000 });
    expect(inr('Lead: Our budget is 35k max incl maintenance\nLead: Also 10 months deposit is too much, can do 3 lakh max', 'rent')).toMatchObject({ amount: 35_000 });
  });

  it('reads a final offer, meeting in the middle, what would suit, and a package "so that’s our budget"; never a mortgage payment', () => {
    expect(gbp('Lead: Talked to Chris. We’ll meet in the middle at £702,500, that’s our final offer', 'price')).toMatchObject({ amount: 702_500 });
    expect(gbp('Lead: 540 is too much. We could meet them at £530,000 but that’s genuinely as far as we can go', 'price')).toMatchObject({ amount: 530_000 });
    expect(gbp('Agent: Guide £235,000.\nLead: Guide’s optimistic. I’d be offering 215 tbh', 'price')).toMatchObject({ amount: 215_000 });
    expect(gbp('Agent: letting for £1,000–£1,100 pcm, £1,050 is realistic.\nLead: 1,050 would suit me fine', 'rent')).toMatchObject({ amount: 1050 });
    expect(gbp('Lead: My employer’s relocation package covers rent up to £3,000 per month, so that’s our budget.', 'rent')).toMatchObject({ amount: 3000 });
    expect(gbp('Lead: first time buyers. Comfortable paying about £1,400 a month on the mortgage, broker’s still crunching the numbers', 'price')).toBeNull();
  });

  it('reads "50 L", a bare number against an amount earlier in the same message, "15 only", and a limit before a price turned down', () => {
    expect(inr('Lead: Name: Sagar | Requirement: 2 BHK flat | Budget: 50 L | Possession: within 6 months', 'price')).toMatchObject({ amount: 5_000_000 });
    expect(inr('Agent: 1.05 cr\nLead: Nahi, itna nahi. Hamara 85-90 L tak ka hi hai', 'price')).toMatchObject({ amount: 9_000_000, from: 8_500_000 });
    expect(inr('Lead: Vesu wala 4BHK dekha kal\n2.4 cr bahut hai bhai. 2.25 final karo', 'price')).toMatchObject({ amount: 22_500_000 });
    expect(inr('Agent: rajpur road 1bhk 17k\nLead: too much. 15 only', 'rent')).toMatchObject({ amount: 15_000 });
    expect(inr('Lead: Our budget is 40-45k per month, 52k is too high for us.', 'rent')).toMatchObject({ amount: 45_000, from: 40_000 });
    expect(inr('Lead: Budget 2 to 2.5 Cr. Shared a pre-launch = approx 2.8 Cr. Client said 2.8 too high', 'price')).toMatchObject({ amount: 25_000_000 });
    // Salary and own savings earlier in the message are not what "1.35 to 1.4" is read against.
    expect(inr('Agent: Owner is asking 1.48 cr\nLead: My salary is 2.1L. Own contribution we have 30L\nSo total 1.35 to 1.4 tak ja sakte hai', 'price')).toMatchObject({ amount: 14_000_000 });
  });

  it('reads a sharer’s rent as per person, after the whole home’s rent when the lead gives both', () => {
    expect(gbp('Agent: What’s your budget per person?\nLead: £95 pppw max incl bills', 'rent')).toMatchObject({ amount: 95, period: 'week', perPerson: true });
    expect(gbp('Agent: a 5 bed on Bryn Road at £105 pppw inc bills\nLead: ahh we said max 95 each pw 😭 would they do 95?', 'rent')).toMatchObject({ amount: 95, period: 'week', perPerson: true });
    expect(inr('Lead: 3 of us. total 45k max, 15k per head', 'rent')).toMatchObject({ amount: 45_000 });
    expect(inr('Lead: 3 of us. total 45k max, 15k per head', 'rent')).not.toHaveProperty('perPerson');
  });

  it('reads "total 60 tak" after a loan and savings, "60 ke andar", "deposit so looking around £220k", and a deal struck on a bare rent', () => {
    const chat = 'Agent: Budget kiman, dada?\nLead: Bank se 40 lakh loan sanctioned hai. Own contribution milake total 60 tak ja sakte hain';
    expect(inr(chat, 'price')).toMatchObject({ amount: 6_000_000, bound: 'up to' });
    expect(inr('Agent: ek ready flat hai, 62 lakh\nLead: 62 thoda upar hai. 60 ke andar dekhao', 'price')).toMatchObject({ amount: 6_000_000, bound: 'up to' });
    expect(gbp('Lead: broker says we can borrow about 200 with our 10% deposit so looking around £220k', 'price')).toMatchObject({ amount: 220_000 });
    expect(inr('Agent: owner 20,500 pe ready hai, last\nLead: ok done 20,500. 1 April se shift karenge', 'rent')).toMatchObject({ amount: 20_500 });
    expect(inr('Lead: semi furnished. 18,000 chahiye monthly, maintenance alag')).toMatchObject({ amount: 18_000 });
  });

  it('reads "three-twenty tops", "capped at £450k", "within what we can do", what the company pays, "sava crore" and "usse zyada nahi"', () => {
    expect(gbp('Agent: 3 bed Victorian semi, £340,000\nLead: bit steep. we’re three-twenty tops', 'price')).toMatchObject({ amount: 320_000 });
    expect(gbp('Agent: guide £475,000\nLead: Ah it’s lovely but we’re capped at £450k. Would the vendor consider offers?', 'price')).toMatchObject({ amount: 450_000 });
    expect(gbp('Agent: we have a 3 bed on St Dunstan’s Street, asking £340,000\nLead: That’s within what we can do, yes. Can we see it?', 'price')).toMatchObject({ amount: 340_000, source: 'accepted' });
    expect(gbp('Lead: company pays up to 1.2k a month for accommodation', 'rent')).toMatchObject({ amount: 1200 });
    expect(inr('Agent: Kitne ki expectation hai?\nLead: sava crore chahiye, thoda bahut upar neeche dekh lenge')).toMatchObject({ amount: 12_500_000 });
    expect(inr('Agent: 2.8 cr demand\nLead: Humara budget dhai crore hai, usse zyada nahi', 'price')).toMatchObject({ amount: 25_000_000 });
  });

  it('reads a new clause after a deposit, an amount after an emoji, "I was thinking", a yes to the agent’s bare number, and not a conversion in brackets', () => {
    expect(gbp('Lead: yeah got my AIP last week. Ive got a 25k deposit and looking around the 230 mark', 'price')).toMatchObject({ amount: 230_000 });
    expect(gbp('Agent: It’s on at £195,000.\nLead: Yes, been renting for years and finally saved up 😅 £195k is bang on my budget', 'price')).toMatchObject({ amount: 195_000 });
    expect(gbp('Lead: I want to let my 2 bed flat. I was thinking £1,650 pcm – a similar one went for that last year.')).toMatchObject({ amount: 1650 });
    expect(inr('Agent: Owner said 9,500 final andi, water included\nLead: ok 9500 fine. Classes start 20th', 'rent')).toMatchObject({ amount: 9500 });
    expect(budgetOf('Lead: I can put in around 60,000 dollars (roughly 50 lakhs) for 1 or 2 plots.', 'INR')).toMatchObject({ amount: 60_000, currency: 'USD' });
    // A bare number the agent did not say, with a yes, is still not money.
    expect(inr('Agent: Can you come at 5?\nLead: ok 9500 fine', 'rent')).toBeNull();
  });

  it('reads "is the most I can do" and "Our budget’s 450"; never what a buyer expects for the flat they have to sell', () => {
    expect(gbp('Lead: I saw the one on Fishergate advertised at £695 pcm but to be honest £650 a month is the most I can do.', 'rent')).toMatchObject({ amount: 650, bound: 'up to' });
    expect(gbp('Agent: Offers around £475k\nLead: Ah ok. Our budget’s 450, can’t really go over that', 'price')).toMatchObject({ amount: 450_000 });
    const chain = leadTurns(parseConversation('Lead: Budget is £650k to £700k, and we’ve got our 2 bed flat in Levenshulme to sell (should get about £240k for it).', 'Priya'));
    expect(readBudget(chain, 'GBP', 'price', 'buying').budget).toMatchObject({ amount: 700_000, from: 650_000 });
  });

  it('never takes what a broker says a home would fetch, or an EMI a loan comes to; keeps the price an EMI works out to', () => {
    expect(inr('Agent: what budget range?\nLead: Depends on what our Mylapore house fetches. Broker there says about 4 crore, but we’ll see', 'price')).toBeNull();
    expect(inr('Lead: loan sanction is for 90 lakhs. EMI for the 90L comes to about ₹78,000 per month which is fine for me.', 'price')).toBeNull();
    expect(inr('Lead: 1.18 is out of range for us. Bank says an EMI of 65k is the max we can handle, works out to around 1 cr', 'price')).toMatchObject({ amount: 10_000_000 });
  });

  it('reads a seller’s asking price, not the home they will buy next; "cash buyer, 90k"; "usse zyada bilkul nahi"', () => {
    const seller = leadTurns(parseConversation('Lead: we would like to put it on at £425,000. We’d be looking for something smaller afterwards, probably a 2 bed bungalow at around £300,000.', 'Priya'));
    expect(readBudget(seller, 'GBP', null, 'selling').budget).toMatchObject({ amount: 425_000 });
    expect(gbp('Lead: 2 bed flat Wakefield city centre? cash buyer, 90k', 'price')).toMatchObject({ amount: 90_000 });
    expect(inr('Lead: Budget: "dhai crore tak, usse zyada bilkul nahi"', 'price')).toMatchObject({ amount: 25_000_000 });
  });

  it('reads a buyer’s offer after their own flat’s hoped-for price, and "about two eighty" answering the budget, not the rent they pay', () => {
    const chain = leadTurns(parseConversation('Agent: one on Fellside Road at £245,000\nLead: 245 is a bit much. we’re selling our 2 bed flat in Dunston, hoping for about 120k for it\nLead: if they’d take 230 we’d go for it', 'Priya'));
    expect(readBudget(chain, 'GBP', 'price', 'buying').budget).toMatchObject({ amount: 230_000 });
    expect(gbp('Agent: What sort of budget are you working with?\nLead: about two eighty. we pay 1,100 rent down here so anything is a step up lol', 'price')).toMatchObject({ amount: 280_000 });
  });

  it('never takes a buyer’s "asking £289,950" (the listing’s) or what works cost; reads a seller’s "market it at", "content with anything from … upwards", "is fair"', () => {
    const note = leadTurns(parseConversation('Lead: Asked about the 6 bed on Mutley Plain, asking £289,950. Didn’t give a figure.', 'Priya'));
    expect(readBudget(note, 'GBP', 'price', 'buying').budget).toBeNull();
    const seller = (chat: string) => readBudget(leadTurns(parseConversation(chat, 'Priya')), 'GBP', null, 'selling').budget;
    expect(seller('Lead: we put in a new roof two years ago at a cost of over £40,000. We would like to market it at £550,000.')).toMatchObject({ amount: 550_000 });
    expect(seller('Lead: mine needs a new kitchen, so I would be content with anything from £265,000 upwards.')).toMatchObject({ amount: 265_000, bound: 'at least' });
    expect(seller('Lead: They were paying £695 a month but I think £750 a month is fair now.')).toMatchObject({ amount: 750 });
  });

  it('reads "33 pe final kar do" for a landlord, Marathi "pahije", and "20k and 1L" as a rent and a deposit, not a range', () => {
    expect(inr('Agent: Rent kitna expect kar rahe ho?\nLead: 35k and 2 lakh deposit.\nAgent: market abhi 30-32k hai\nLead: Hmm. 33 pe final kar do, deposit 2 lakh hi rahega', 'rent')).toMatchObject({ amount: 33_000 });
    expect(inr('Lead: Mala hatat 60 lakh pahije. Tyachya khali nahi')).toMatchObject({ amount: 6_000_000 });
    expect(inr('Agent: Owner agreed 20k, but deposit 1 lakh fixed\nLead: ok 20k and 1L fine. can I see tomorrow?', 'rent')).toMatchObject({ amount: 20_000, from: null });
  });

  it('reads "budget 2 se 2.5 Cr." before a question about the booking amount; never a buyer’s own flat’s price in Hindi, a yearly bonus, or a price the agent mentioned in a call note', () => {
    expect(inr('Agent: EOI 11 lakh, 3BHK approx 2.4 cr\nLead: budget 2 se 2.5 Cr. booking amount kitna?', 'price')).toMatchObject({ amount: 25_000_000, from: 20_000_000 });
    const chain = leadTurns(parseConversation('Lead: hamara budget 1.4 se 1.6 tak hai max\nLead: apna 1BHK bhi bechna padega, 85-90 mil jayega shayad', 'Priya'));
    expect(readBudget(chain, 'INR', 'price', 'buying').budget).toMatchObject({ amount: 16_000_000 });
    const soldInEnglish = leadTurns(parseConversation('Agent: budget?\nLead: 1.5 cr\nLead: apna Dwarka wala flat sell karke paise aayenge, 95 lakh tak mil jayega', 'Priya'));
    expect(readBudget(soldInEnglish, 'INR', 'price', 'buying').budget).toMatchObject({ amount: 15_000_000 });
    expect(gbp('Lead: 2 bed terraces in wavertree, budget bout 180\nLead: got our LISAs so gettin the 25% bonus, about 1k each this yr', 'price')).toMatchObject({ amount: 180_000 });
    expect(inr('Lead: Did not share budget. I mentioned 3BHK there is 1.2–1.6 cr, he didn’t react.', 'price')).toBeNull();
  });

  it('reads a rent range against the asking price, not the rate per gaj; "up to about 320"; a landlord’s "put it on at 2,150"', () => {
    expect(inr('Lead: Log 1 lakh 10 hazaar per gaj bol rahe hai. Total 2.75 cr chahiye\nAgent: 95k-1 lakh gaj me deal ho rahi hai\nLead: 2.5 se kam nahi karunga')).toMatchObject({ amount: 27_500_000, from: 25_000_000 });
    expect(gbp('Lead: she reckons i can borrow £290k\nLead: so scrap the rental, looking to buy up to about 320', 'price')).toMatchObject({ amount: 320_000 });
    expect(gbp('Agent: At 2,250 it may sit empty\nLead: fine, put it on at 2,150 then. I don’t want voids', 'rent')).toMatchObject({ amount: 2150 });
  });

  it('reads "not going above 240" as a limit', () => {
    expect(gbp('Agent: Offers over £210,000\nLead: but honestly we’re not going above 240 total, we want to keep a bit back', 'price')).toMatchObject({ amount: 240_000, bound: 'up to' });
  });

  it('never takes the price the lead’s own home is under offer at', () => {
    expect(gbp('Lead: Our own house in Acomb is already under offer at £410,000 and our buyers are hoping to complete soon.', 'price')).toBeNull();
  });

  it('never takes what a broker says the lead can borrow', () => {
    expect(gbp('Lead: Our broker says we should be able to borrow around £170k. Can you let me know what’s available?', 'price')).toBeNull();
  });

  it('never takes what a buyer hopes to sell their own home for, or an interest-only payment', () => {
    const turns = leadTurns(parseConversation('Lead: a bungalow round truro, about 300 grand\nLead: we’re selling our place in Exeter, hoping for 420 for that', 'Priya'));
    expect(readBudget(turns, 'GBP', 'price', 'buying').budget).toMatchObject({ amount: 300_000 });
    // A lead whose side is not known yet is not taken for a seller; a seller's own asking price is their figure.
    expect(readBudget(turns, 'GBP', 'price', null).budget).toMatchObject({ amount: 300_000 });
    expect(readBudget(turns, 'GBP', 'price', 'selling').budget).toMatchObject({ amount: 420_000 });
    expect(gbp('Lead: wants to sell up, mortgage going up (currently £410/month interest only).')).toBeNull();
  });

  it('never takes a limit on the deposit or the maintenance beside the rent, or a negotiation margin', () => {
    expect(inr('Lead: 28 to 32k including maintenance\nAgent: sector 20 me 2bhk 30k. Deposit 1.5 lakh\nLead: Deposit thoda kam ho sakta hai? 1 lakh max', 'rent')).toMatchObject({ amount: 32_000, from: 28_000 });
    expect(inr('Lead: rent 25k max. maintenance extra ok but not more than 3k', 'rent')).toMatchObject({ amount: 25_000 });
    expect(gbp('Lead: we have 20k deposit saved so the absolute max we could go is about 200k', 'price')).toMatchObject({ amount: 200_000 });
    const seller = leadTurns(parseConversation('Agent: Expected price?\nLead: 85 lakhs expecting andi\nLead: 85 lo 2-3 L negotiation ok, kani 80 kante takkuva kudaradu', 'Priya'));
    expect(readBudget(seller, 'INR', 'price', 'selling').budget).toMatchObject({ amount: 8_500_000, from: 8_000_000 });
  });

  it('never takes what a buyer’s old home will fetch in Hindi, or a deposit restated in brackets', () => {
    const chat = 'Agent: Budget?\nLead: saath se painsath lakh (60-65). abhi purana ghar hai, wo baad me bechenge, uska 80 lakh aayega shayad';
    expect(readBudget(leadTurns(parseConversation(chat, 'Priya')), 'INR', 'price', 'buying').budget).toMatchObject({ amount: 6_500_000, from: 6_000_000 });
    expect(gbp('Lead: Looking for a 2 bed flat, max £180,000. I’ll be putting down 25% (so about £45k) on a BTL mortgage.', 'price')).toMatchObject({ amount: 180_000 });
  });

  it('reads "no more than 140", a sharer’s "can we do 130 pw each?"; never what a buyer’s condo abroad will sell for; "£95k each" is each home’s price', () => {
    expect(gbp('Lead: Would the vendor consider offers? We’d be going no more than 140 tbh.', 'price')).toMatchObject({ amount: 140_000, bound: 'up to' });
    expect(gbp('Agent: both £135pppw incl bills\nLead: can we do 130 pw each? thats our max tbh', 'rent')).toMatchObject({ amount: 130, period: 'week', perPerson: true });
    const nri = leadTurns(parseConversation('Lead: Our budget is about two and a half crore. We’re paying from the sale of our condo here (we expect around USD 420k for it).', 'Priya'));
    expect(readBudget(nri, 'INR', 'price', 'buying').budget).toMatchObject({ amount: 25_000_000, currency: 'INR' });
    expect(gbp('Lead: Wants 2 x 2-bed terraces, around £95k each, cash', 'price')).not.toHaveProperty('perPerson');
  });

  it('reads Hindi fives ("sattar-pachattar lakh"), Marathi "75 madhe final", "with savings we can go up to …"; never works "on top", a Bengaluru lease amount, or a sharer’s "£700 each" over the whole rent', () => {
    expect(inr('Lead: Garkheda madhe 3BHK pahije. Budget sattar-pachattar lakh', 'price')).toMatchObject({ amount: 7_500_000, from: 7_000_000 });
    expect(inr('Agent: 3BHK ready possession aahe, 78 lakh\nLead: 78 thoda jast aahe. 75 madhe final kara', 'price')).toMatchObject({ amount: 7_500_000 });
    expect(gbp('Lead: We’ve sold ours for two hundred and ten thousand and with savings we can go up to two hundred and eighty-five.', 'price')).toMatchObject({ amount: 285_000 });
    expect(gbp('Lead: 375 is too much for us tbh, the kitchen needs doing and that’s 15-20k on top\nLead: We could go to 370 absolute max.', 'price')).toMatchObject({ amount: 370_000 });
    expect(inr('Lead: 2BHK lease beku Hennur side. Lease amount 20-25L\nLead: Only lease, I have FD maturing. 25L max for lease', 'rent')).toBeNull();
    expect(gbp('Lead: Budget £1,400 a month total so £700 each', 'rent')).toMatchObject({ amount: 1400 });
  });

  it('reads what a relocation package covers and "40-45 range me chahiye"; never prices the agent reports telling the lead', () => {
    expect(gbp('Lead: his relocation package covers rent of up to £2,200 per month.', 'rent')).toMatchObject({ amount: 2200 });
    expect(inr('Agent: 2bhk 42L and 48L\nLead: 40-45 range me chahiye. next month indore aa raha hu', 'price')).toMatchObject({ amount: 4_500_000, from: 4_000_000 });
    expect(gbp('Lead: Wants to sell. Asked what it’d fetch; told him recent sales on the road £340k–£385k.', 'price')).toBeNull();
  });

  it('reads Bengali "1.2 cr porjonto jete pari, er beshi na" as a limit; never a value the agent’s note says they gave after a dash', () => {
    expect(inr('Agent: 2BHK 1.05 cr theke 3BHK 1.4 cr\nLead: ami Bhubaneswar e thaki, job. 1.2 cr porjonto jete pari, er beshi na', 'price')).toMatchObject({ amount: 12_000_000, bound: 'up to' });
    expect(gbp('Lead: - Wanted a rough value – told him similar bungalows in Warndon go for £230-250k, subject to seeing it', 'price')).toBeNull();
  });

  it('reads "1 Cr is a hard stop" after a price above the limit, a range from lakh to crore, and Gujarati "48 ma final"', () => {
    expect(inr('Lead: Budget 85 L to 1 Cr.\nLead: 1.08 cr is above my limit\nAgent: Can try for 1.02\nLead: Still above. 1 Cr is a hard stop', 'price')).toMatchObject({ amount: 10_000_000, from: 8_500_000 });
    expect(inr('Lead: 1.08 cr is above my limit\nAgent: Can try for 1.02\nLead: Still above. 1 Cr is a hard stop', 'price')).toMatchObject({ amount: 10_000_000, bound: 'up to' });
    expect(inr('Agent: price 52 lakh\nLead: 52 thodu vadhare che\nAgent: Owner ne 50 sudhi laavi shaku\nLead: 48 ma final karo to aaje token aapi daie', 'price')).toMatchObject({ amount: 4_800_000 });
  });

  it('reads "ideally ~£1,100", "I\'d be at 150", "up to two twenty five", what a sum "would get me", and answers to "Expected rent?" and "What\'s your max?"', () => {
    expect(gbp('Lead: looking for a 1 bed in Salford Quays, ideally ~£1,100 a month incl bills\nAgent: We have one at £1,250 pcm\nLead: thats way over for me sorry', 'rent')).toMatchObject({ amount: 1100 });
    expect(gbp('Agent: it\'s on at offers around £165,000, currently let at £1,050pcm\nLead: 165 is too high for that yield. I\'d be at 150 cash', 'price')).toMatchObject({ amount: 150_000 });
    expect(gbp('Agent: Offers over £210,000. Service charge is £85 a month\nLead: I can go up to two twenty five', 'price')).toMatchObject({ amount: 225_000, bound: 'up to' });
    expect(gbp('Lead: what would two hundred and eighty grand get me in Earlsdon?', 'price')).toMatchObject({ amount: 280_000 });
    expect(inr('Agent: Expected rent?\nLead: 32k per month plus maintenance, 2 months deposit', 'rent')).toMatchObject({ amount: 32_000 });
    expect(gbp('Agent: Lots of 3 beds in Kesgrave. What\'s your max?\nLead: two hundred and forty thousand, not a penny more', 'price')).toMatchObject({ amount: 240_000 });
  });

  it('never reads a count of months ("security 2 mahine"), a land tax ("LTT … £20k") or two prices listed with "and" as the budget', () => {
    expect(inr('Agent: ground floor available, 27k, security 2 mahine\nLead: 27 zyada hai. 25 final karo bhaiya. 50k security de dungi', 'rent')).toMatchObject({ amount: 25_000 });
    expect(gbp('Lead: Our budget is £500k - £550k. I understand LTT on that would be around £20k so we\'re factoring that in separately.', 'price')).toMatchObject({ amount: 550_000, from: 500_000 });
    expect(inr('Lead: Total budget for both around 80 lakh.\n> we have two 1BHK resale units near Peelamedu at 38L and 41L. Shall I send details?', 'price')).toMatchObject({ amount: 8_000_000 });
    expect(inr('Agent: Booking 5 lakh per unit. Pre-launch price locks in, expected 30-40% appreciation\nLead: My budget is around 1.5 cr total, can do 2 units of 2BHK maybe?', 'price')).toMatchObject({ amount: 15_000_000 });
  });

  it('reads "My number is 1.6 to 1.8", a seller\'s "Expects 1.8 cr" in a call note, a housing allowance, "that\'s our ceiling" after a mortgage in principle, "if we can get 195 id be happy", "ek crore chalees lakh tak"', () => {
    expect(inr('Agent: Sector 113, 1,950 sq ft, 2.1 cr ask\nLead: My number is 1.6 to 1.8. No rush at all', 'price')).toMatchObject({ amount: 18_000_000, from: 16_000_000 });
    expect(inr('Lead: Owns 3BHK house in Swaroop Nagar. Wants to sell.\nExpects 1.8 cr. I told him similar houses closing at 1.6–1.65.', 'price')).toMatchObject({ amount: 18_000_000 });
    expect(budget('Lead: My employer\'s housing allowance is USD 2,000 per month, so the rent needs to stay within that.', 'INR', 'rent')).toMatchObject({ amount: 2000, currency: 'USD' });
    expect(gbp('Lead: We’ve got a mortgage in principle up to 240k, so thats our ceiling tbh.', 'price')).toMatchObject({ amount: 240_000 });
    expect(gbp('Agent: I\'d market it at offers around £185,000-£195,000\nLead: ok. if we can get 195 id be happy.', 'price')).toMatchObject({ amount: 195_000 });
    expect(inr('Agent: What\'s your budget range?\nLead: ek crore chalees lakh tak. we are selling our 1 bhk in Bhandup, getting around 85 lakh for it', 'price', 'buying')).toMatchObject({ amount: 14_000_000 });
  });

  it('never reads a figure an agent\'s note says they gave ("Gave him a rough figure of £385k–£400k") or what the lead\'s own flat will fetch in a call note ("Selling his Kochi flat (expects ~70L)")', () => {
    expect(gbp('Lead: Wants to sell his 3 bed bungalow in Broadstairs.\nGave him a rough figure of £385k–£400k based on comps. He said he\'ll think about it.', 'price')).toBeNull();
    expect(inr('Lead: Budget: firm at 1.8 cr including registration. Selling his Kochi flat (expects ~70L) – that money goes into this.', 'price', 'buying')).toMatchObject({ amount: 18_000_000 });
  });

  it('never reads a listing\'s price from a portal\'s enquiry headline, a home report\'s figure, someone else\'s deal, the lead\'s own sale ("Ours … went under offer at 212") or an hour said with "ish"; reads "… is the ceiling"', () => {
    expect(gbp('Lead: ESPC enquiry — 1 bed flat, Iona Street, Leith, EH6 — Offers over £195,000\nMessage: Hi, first-time buyer, not sure yet what I\'d offer.', 'price')).toBeNull();
    expect(gbp('Lead: We need to sell our house in Banchory fast. Home report\'s done, came in at £335k', 'price', 'selling')).toBeNull();
    expect(inr('Lead: My friend bought a villa near Auroville for about 90 lakhs in 2022. What are prices like now?', 'price')).toBeNull();
    expect(gbp('Lead: We\'d be anywhere from 280 to 300k, not a penny more\nAgent: Home report is £295k.\nLead: Cheers. Ours in Kincorth went under offer at 212 so we\'re ready to go', 'price', 'buying')).toMatchObject({ amount: 300_000, from: 280_000 });
    expect(gbp('Lead: £1,800-2,100 a month. we arrive next week\nAgent: We have one at £2,050pcm. Could you view Friday?\nLead: Friday afternoon would be ideal, 3ish?', 'rent')).toMatchObject({ amount: 2100, from: 1800 });
    expect(gbp('Agent: a 6 bed licensed HMO, £285k\nLead: thats above me. two hundred and fifty grand is the ceiling, looking for 8% gross min', 'price')).toMatchObject({ amount: 250_000 });
  });

  it('reads "1.1 cr expecting", "Budget would be between 240 and 260", "six hundred and fifty a month tops", and a budget before "(home loan of …)"; never an investor\'s expected rent, monthly payments, or what the lead\'s house will fetch in Hindi', () => {
    expect(inr('Agent: Sir carpet area?\nLead: 720 carpet, 2010 building. 1.1 cr expecting', 'price', 'selling')).toMatchObject({ amount: 11_000_000 });
    expect(gbp('Lead: Budget would be between 240 and 260 (thousand obviously!). 3-4 beds', 'price')).toMatchObject({ amount: 260_000, from: 240_000 });
    expect(gbp('Lead: Budget is six hundred and fifty a month tops', 'rent')).toMatchObject({ amount: 650, period: 'month' });
    expect(inr('Lead: Total budget is 90 lakh (home loan of about 40 lakh is sanctioned from SBI, rest from the sale).', 'price', 'buying')).toMatchObject({ amount: 9_000_000 });
    expect(inr('Lead: - Budget not disclosed, says depends on yield\n- Expects 18k/month rent, asked about yield', 'price', 'buying')).toBeNull();
    expect(gbp('Lead: yes! we worked out the monthly payments would be about £1,150 which is fine for us', 'price', 'buying')).toBeNull();
    expect(inr('Agent: Budget?\nLead: 1.5 cr. Bibiwala Road wala ghar bhi bechna hai, 90 lakh ke aas paas jayega, par wo alag hai', 'price', 'buying')).toMatchObject({ amount: 15_000_000 });
  });

  it('reads "we could do 250 but not a penny more", "max £950" after what the lead pays now; never a portal headline\'s price after a comma or a price a note\'s bullet says the agent told', () => {
    expect(gbp('Me: offers over £199,000\nClient: we love Shawlands. if it\'s the right one we could do 250 but not a penny more', 'price')).toMatchObject({ amount: 250_000 });
    expect(gbp('Lead: we\'re in hyde park atm paying 875 and want to stay round Headingley, max £950 a month really', 'rent')).toMatchObject({ amount: 950 });
    expect(gbp('Lead: Zoopla enquiry – 2 bed cottage, Leigh-on-Sea, £400,000\nMessage: Hi! Just browsing to be honest', 'price')).toBeNull();
    expect(gbp('Lead: - Didn\'t give a budget, said "depends what\'s out there".\n- Told him about 3 bed on Vivian Rd, £1,300 pcm, he\'s keen to see it.', 'rent')).toBeNull();
  });

  it('reads "I\'m no higher than £500k"; never rents the lead has heard of, a sale of their house to a cousin, a listing "(asking £430k)" in a note, or an amount listed after a home in a headline', () => {
    expect(gbp('Agent: a 4 bed on Brigstock Road, on at £515,000\nLead: what’s the lowest they’ll take? I’m no higher than £500k, BTL mortgage at 75% LTV', 'price')).toMatchObject({ amount: 500_000 });
    expect(inr('Lead: What kind of rent do these fetch? I\'ve heard 15-18k per month near the airport road.', 'price', 'buying')).toBeNull();
    expect(inr('Lead: My cousin is buying it from us, deal done at 32 lakh. Now we want to buy a row house in Madhav Nagar', 'price', 'buying')).toBeNull();
    expect(gbp('Lead: - Interested in Depot Rd property (asking £430k)\n- Viewing booked Fri 21st 3pm', 'price', 'selling')).toBeNull();
    expect(gbp('Lead: Re: 3 bed semi-detached, Builth Wells, £215,000\nHiya, just curious what 3 beds are going for round here', 'price')).toBeNull();
  });

  it('reads "625 is grand with us", "with the deposit that\'s about 300k max", "£900 each so 2,700 a month total", "content at £625,000"; never a deposit the lead agrees to, a house they must sell first, a figure "you said", "(owner asking 38k)"', () => {
    expect(gbp('Agent: a 2 bed apartment on Glendermott Road, £625 pm\nCustomer: 625 is grand with us.', 'rent')).toMatchObject({ amount: 625 });
    expect(gbp('Lead: mortgage advisor says we can borrow 255k, with the deposit that’s about 300k max', 'price', 'buying')).toMatchObject({ amount: 300_000 });
    expect(gbp('Lead: hey, 3 of us looking for a 3 bed in Brixton, £900 each so 2,700 a month total', 'rent')).toMatchObject({ amount: 2700 });
    expect(gbp('Lead: Having talked it over with my son, we would be content at £625,000.', 'price', 'selling')).toMatchObject({ amount: 625_000 });
    expect(inr('Lead: need 2BHK on rent in Kankanady. Budget 15 to 18 thousand\nAgent: deposit 1 lakh ok? Most owners here ask 1 lakh\nLead: 1 lakh ok.', 'rent')).toMatchObject({ amount: 18_000, from: 15_000 });
    expect(inr('Lead: - Budget 1.5 cr. Has to sell ancestral house in Thrissur first (expecting ~90L), so not in a hurry', 'price', 'buying')).toMatchObject({ amount: 15_000_000 });
    expect(inr('Agent: Aapka budget?\nLead: pehle mera Panchavati wala flat bikna chahiye, 45 lakh expect kar raha hu. uske baad decide karenge', 'price')).toBeNull();
    expect(gbp('Lead: Glenys and I have been talking. You said 285 to 300 thousand?', 'price', 'selling')).toBeNull();
    expect(inr('Lead: Budget: not discussed\nShared 3 options incl. 2nd floor builder flat (owner asking 38k)', 'rent')).toBeNull();
  });

  it('reads "per head 12k max. so 36k total", "36 hi max hai", "120k is what I\'d go to", "could go 215 at a push", "60-70 is my range", "Offers over £210,000 is fine by us"; never "by next month ki 15 tak", a buyer quoting a listing\'s "offers over", a mum\'s gift, or a deposit before "you could look at flats around £110-120k"', () => {
    expect(inr('Agent: Budget?\nLead: per head 12k max. so 36k total incl maintenance', 'rent')).toMatchObject({ amount: 36_000 });
    expect(inr('Agent: 1 option hai Sector 48, 38k + maintenance 4k\nLead: 42 total is too much yaar. 36 hi max hai', 'rent')).toMatchObject({ amount: 36_000 });
    expect(inr('Lead: haan, me, wife aur 1 baccha. budget 28k tak\nAgent: ok. shift kab karna hai?\nLead: next month ki 15 tak. abhi Kalkaji me hai', 'rent')).toMatchObject({ amount: 28_000 });
    expect(gbp('Agent: With 12k deposit you could look at flats around £110-120k.\nLead: ok you\'ve convinced me lol. I\'ll go for buying, about 120k is what I\'d go to', 'price', 'buying')).toMatchObject({ amount: 120_000 });
    expect(gbp('Lead: Hiya is the flat on Crookes Road still for sale? The one at offers over £200k\nAgent: Hi Amy, yes it is\nLead: we love Crookes, could go 215 at a push but would rather not', 'price', 'buying')).toMatchObject({ amount: 215_000 });
    expect(gbp('Lead: Hi, we viewed the 2 bed flat in Cults last month, is it still available? It was offers over £160,000 wasn\'t it', 'price', 'buying')).toBeNull();
    expect(gbp('Agent: It\'s offers over £210,000.\nLead: Offers over £210,000 is fine by us, but that\'s our limit', 'price', 'buying')).toMatchObject({ amount: 210_000 });
    expect(gbp('Agent: What sort of price?\nLead: Mortgage advisor reckons we can borrow about 200k, with mum\'s 20k that\'s around 220 all in', 'price', 'buying')).toMatchObject({ amount: 220_000 });
    expect(inr('Agent: Siolim you\'ll get 60-75L\nLead: Siolim then. 60-70 is my range. Rental yield kitna milta hai there?', 'price', 'buying')).toMatchObject({ amount: 7_000_000, from: 6_000_000 });
  });

  it('reads a budget in dollars before its conversion "(I understand that is roughly 1.3 crore)"; never a loan "pre-approval done with SBI for 50 L" or "Loan ka bhi dekh lena, 90 lakh chahiye hoga"', () => {
    expect(inr('Lead: My budget is around USD 150,000 (I understand that is roughly 1.3 crore).', 'price', 'buying')).toMatchObject({ amount: 150_000, currency: 'USD' });
    expect(inr('Lead: Wants his first home, comfortable up to 68 L all-inclusive. Loan pre-approval done with SBI for 50 L.', 'price', 'buying')).toMatchObject({ amount: 6_800_000 });
    expect(inr('Agent: Budget?\nLead: 1.25 cr hai, 1.3 tak stretch kar sakte hain\nAgent: Bank wale ka contact bhej du?\nLead: Loan ka bhi dekh lena, 90 lakh chahiye hoga', 'price', 'buying')).toMatchObject({ amount: 13_000_000 });
  });

  it('never shows a buyer\'s total below £50,000 (a deposit, a gift, savings): no home in the UK or US sells for that; rupees keep small plots', () => {
    expect(gbp('Lead: BTL 2 beds, I\'ll be putting down 25%, budget about £45k', 'price', 'buying')).toBeNull();
    expect(gbp('Lead: looking for a 2 bed terrace in Hartlepool, budget £65k max', 'price', 'buying')).toMatchObject({ amount: 65_000 });
    expect(inr('Lead: plot chahiye village side, budget 8 lakh max', 'price', 'buying')).toMatchObject({ amount: 800_000 });
  });

  it('never reads a buyer\'s own flat "listed … 58 lakh expected" or a figure the lead refuses ("Can\'t go to 3.2") as the budget', () => {
    expect(inr('Agent: Budget kiti?\nLead: 1.2 to 1.35 cr. Dombivli cha 1BHK vikaycha aahe\nLead: Dombivli wala dusrya broker kade listed aahe, 58 lakh expected', 'price', 'buying')).toMatchObject({ amount: 13_500_000, from: 12_000_000 });
    expect(inr('Agent: 3BHK pool villa in Siolim at 3.2 Cr\nLead: Our budget is two and a half crore. Can\'t go to 3.2', 'price', 'buying')).toMatchObject({ amount: 25_000_000 });
  });

  it('never takes a bare "theek hai" or "chalega" after a quoted price as saying yes to it; "45 chalega" with the number is the lead\'s figure', () => {
    expect(inr('Agent: Sector 21 mein 2BHK hai, 45 lakh, 3rd floor\nLead: theek hai, photos bhejo', 'price', 'buying')).toBeNull();
    expect(inr('Agent: Owner 22k pe maan gaya, 2 mahine advance\nLead: chalega', 'rent')).toBeNull();
    expect(inr('Agent: Owner 22k bol raha hai\nLead: 22 chalega bhai', 'rent')).toMatchObject({ amount: 22_000 });
  });

  it('never takes "approx £310k" on its own as the lead\'s figure (an estimate); "budget approx £310k" still is', () => {
    expect(gbp('Lead: saw a 3 bed in Kenilworth on Zoopla, approx £310k, with a garage', 'price', 'buying')).toBeNull();
    expect(gbp('Lead: we need a 3 bed in Kenilworth, budget approx £310k', 'price', 'buying')).toMatchObject({ amount: 310_000 });
  });

  it('reads "450 a week tops, that\'s like 1950 a month" as £450 a week: the second is the same rent per month', () => {
    expect(gbp('Agent: What\'s your max?\nLead: 450 a week tops, that\'s like 1950 a month isn\'t it', 'rent')).toMatchObject({ amount: 450, period: 'week' });
  });

  it('reads "top whack is £525k" after "monthly payments around £1,450", "We\'d be happy with 185", "425 is bang on our budget", "240 is genuinely our ceiling"', () => {
    expect(gbp('Lead: Mortgage is agreed at £240k, monthly payments around £1,450 which we\'re comfortable with. So top whack is £525k for a 3 bed', 'price', 'buying')).toMatchObject({ amount: 525_000 });
    expect(gbp('Agent: Terraces around there are going for £170k-£195k\nLead: It needs a new kitchen so it does. We\'d be happy with 185 to be honest', 'price', 'selling')).toMatchObject({ amount: 185_000 });
    expect(gbp('Agent: The property is on at £425,000\nLead: 425 is bang on our budget to be fair, we can\'t go higher than that', 'price', 'buying')).toMatchObject({ amount: 425_000 });
    expect(gbp('Agent: It\'s on at £255,000\nLead: got a DIP for £216k and 24k saved for the deposit so 240 is genuinely our ceiling', 'price', 'buying')).toMatchObject({ amount: 240_000 });
  });

  it('never reads the going rate ("200 gaj ka roughly 1.3 cr chal raha hai wahan") as the budget; reads a landlord\'s "Sari, 25k potunga"', () => {
    expect(inr('Lead: hamare ek relative ne bataya 200 gaj ka roughly 1.3 cr chal raha hai wahan, sahi hai?', 'price', 'buying')).toBeNull();
    expect(inr('Agent: Expected rent?\nLead: 28,000 expect panren\nAgent: similar houses going 24-25k now\nLead: Sari, 25k potunga. Veg family mattum', 'rent', 'selling')).toMatchObject({ amount: 25_000 });
  });

  it('reads "about 260 all in", "thinking about four hundred all in", "happy to go ahead at the £349,995 asking price"', () => {
    expect(gbp('Lead: Mortgage in principle came through for 230k and we\'ve got 30k saved for the deposit so about 260 all in', 'price', 'buying')).toMatchObject({ amount: 260_000 });
    expect(gbp('Agent: It\'s on at £425,000\nLead: Bit steep for us. We were thinking about four hundred all in', 'price', 'buying')).toMatchObject({ amount: 400_000 });
    expect(gbp('Lead: Mark and I have talked it over and we\'re happy to go ahead at the £349,995 asking price for Plot 47', 'price', 'buying')).toMatchObject({ amount: 349_995 });
  });

  it('reads "about 150k US dollars" in dollars; never what similar homes go for ("Similar 3BHKs go for roughly 50-55k there right?")', () => {
    expect(inr('Lead: looking to buy a 2BHK in Porvorim as an investment. Budget is about 150k US dollars, can pay from NRE account.', 'price', 'buying')).toMatchObject({ amount: 150_000, currency: 'USD' });
    expect(inr('Lead: Yes gated, with a school nearby. Similar 3BHKs go for roughly 50-55k there right?', 'rent')).toBeNull();
  });

  it('never lets a figure firm only through a hedge ("would be around 74 lakhs", "so about £995 a month?") outrank a firmer one said before it', () => {
    expect(inr('Lead: My budget is 60 to 70 lakhs all inclusive. Your site shows ₹3,100 per sq ft, which for 2,400 sq ft would be around 74 lakhs', 'price', 'buying')).toMatchObject({ amount: 7_000_000, from: 6_000_000 });
    expect(gbp('Lead: 2 bed near the station please, £950 pcm tops\nAgent: There\'s one at £230pw\nLead: so about £995 a month? over my limit', 'rent')).toMatchObject({ amount: 950, period: 'month' });
    expect(amountsIn('around 85 lakh budget', { source: 'stated', fallback: 'INR' })).toEqual([expect.objectContaining({ amount: 8_500_000, firm: true })]);
    expect(amountsIn('budget around 85 lakh', { source: 'stated', fallback: 'INR' })[0]).not.toHaveProperty('hedged');
  });

  it('still reads a hedged figure when it is the only one: "around 30k a month should be fine"', () => {
    expect(inr('Lead: 2BHK in Kharadi chahiye, around 30k a month should be fine', 'rent')).toMatchObject({ amount: 30_000, period: 'month' });
  });

  it('never reads what the lead\'s own home sold for ("We\'ve accepted an offer on our flat in Redland, £312k") as the budget', () => {
    expect(gbp('Lead: We\'ve accepted an offer on our flat in Redland, £312k, so we\'re chain-light now\nLead: Looking for a 3 bed in Bishopston up to £475,000', 'price', 'buying')).toMatchObject({ amount: 475_000 });
    expect(gbp('Lead: Good news, we\'ve accepted an offer on our flat in Redland, £312k', 'price', 'buying')).toBeNull();
  });

  it('never reads the answer to "Do you have a deposit saved?" as the budget; "Cash or mortgage?" — "cash, up to £220k" still is', () => {
    expect(gbp('Lead: so yeah buying, a 3 bed in Thetford\nAgent: Do you have a deposit saved?\nLead: about 15k yeah', 'price', 'buying')).toBeNull();
    expect(gbp('Agent: Do you have a deposit saved?\nLead: about 15k, so looking at houses up to 210k', 'price', 'buying')).toMatchObject({ amount: 210_000 });
    expect(gbp('Agent: Cash or mortgage?\nLead: cash, up to £220k. need at least 6% gross', 'price', 'buying')).toMatchObject({ amount: 220_000 });
  });

  it('reads "£320k to play with"; never what homes "go for" ("I\'ve seen them go for 480-490 last year")', () => {
    expect(gbp('Lead: We\'ve got £320k to play with, that\'s it. Any room on price?', 'price', 'buying')).toMatchObject({ amount: 320_000 });
    expect(gbp('Agent: A 6 bed HMO, asking £535,000\nLead: that\'s a lot for Portswood, I\'ve seen them go for 480-490 last year', 'price', 'buying')).toBeNull();
  });

  it('reads a bare Hindi range "75 se 85 ke beech chal jayega" after "70 lakh max", and "go on then, 1,275 it is" after the landlord\'s £1,275', () => {
    expect(inr('Agent: 92 lakh asking. What\'s your budget?\nLead: We were thinking 70 lakh max\nLead: ok spoke at home. We can stretch, 75 se 85 ke beech chal jayega. 92 nahi hoga', 'price', 'buying')).toMatchObject({ amount: 8_500_000, from: 7_500_000 });
    expect(gbp('Agent: Landlord says £1,275 is the lowest he\'ll go\nLead: go on then, 1,275 it is. can we view Tuesday?', 'rent')).toMatchObject({ amount: 1275 });
  });

  it('reads "Budget?" — "45 to 50" (nothing but the amount) and "we\'re at 650, maybe 675 at a real stretch"; never what others say the lead\'s home will fetch in Tamil or Bengali', () => {
    expect(inr('Lead: House for sale in Vinoba Nagar?\nAgent: Yes sir. 2 options. Budget?\nLead: 45 to 50', 'price', 'buying')).toMatchObject({ amount: 5_000_000, from: 4_500_000 });
    expect(gbp('Lead: the guide of 700-725 is a stretch\nAgent: The one three doors down sold for £710k\nLead: yeah we saw. we\'re at 650, maybe 675 at a real stretch', 'price', 'buying')).toMatchObject({ amount: 675_000 });
    expect(inr('Agent: Budget evvalavu?\nLead: Depends sir. Tambaram la en veedu first sell pannanum. Broker 60-70 lakh varum nu sonnaru.', 'price', 'buying')).toBeNull();
    expect(inr('Agent: Budget koto bhabchhen?\nLead: Amader Salt Lake er flat ta sell korbo, ota aas paas 1.5 cr worth hobe bolchhe sobai', 'price', 'buying')).toBeNull();
  });

  it('reads "wouldn\'t take anything under 535" as at least £535,000 and "wouldn\'t go over 500" as up to £500,000', () => {
    expect(gbp('Agent: similar 4 beds have gone between 500 and 540.\nLead: Wouldn\'t take anything under 535 mind', 'price', 'selling')).toMatchObject({ amount: 535_000, bound: 'at least' });
    expect(gbp('Lead: we couldn\'t go over £500k for a house in Clifton', 'price', 'buying')).toMatchObject({ amount: 500_000, bound: 'up to' });
  });
  it('reads an asked figure with the floor under it as one range: "Around 1.8 lakh a month. I won\'t go below 1.6"', () => {
    expect(inr('Agent: What rent are you expecting?\nLead: Around 1.8 lakh a month. I won\'t go below 1.6', 'rent', 'selling')).toMatchObject({ amount: 180_000, from: 160_000 });
    expect(inr('Lead: I want 1.35 cr, slightly negotiable\nAgent: 1.35 might take time\nLead: Let it take some time but not below 1.3', 'price', 'selling')).toMatchObject({ amount: 13_500_000, from: 13_000_000 });
  });

  it('reads "40 lakh is what I have", "we said max £1,950 between us", "don\'t want to spend more than 350 on the new place" and a house\'s total after the sharers\' part', () => {
    expect(inr('Lead: 40 lakh is what I have. Can\'t stretch to 45', 'price', 'buying')).toMatchObject({ amount: 4_000_000 });
    expect(gbp('Agent: It\'s £2,100 pcm, HMO licensed\nLead: ah ok. we said max £1,950 between us', 'rent')).toMatchObject({ amount: 1950 });
    expect(gbp('Lead: We\'ll have about 400 from our sale but don\'t want to spend more than 350 on the new place', 'price', 'buying')).toMatchObject({ amount: 350_000, bound: 'up to' });
    expect(gbp('Lead: budget is £110 each a week incl bills so £440 a week for the house', 'rent')).toMatchObject({ amount: 440, period: 'week' });
  });

  it('never reads a buyer\'s answer about their own home, nor what a mate gets for his, as the budget', () => {
    expect(inr('Agent: What budget?\nLead: 55 to 60 lakh max. But I have to sell my flat in Ichalkaranji first\nAgent: We can list your Ichalkaranji flat also. How big is it?\nLead: 850 sq ft, 3rd floor. Expecting 32-34 lakh for it', 'price', 'buying')).toMatchObject({ amount: 6_000_000, from: 5_500_000 });
    expect(gbp('Agent: Have you put your Blackburn house on the market?\nLead: Yes, it\'s under offer at £340,000. We\'d be looking to spend up to £275,000 on the bungalow', 'price', 'buying')).toMatchObject({ amount: 275_000 });
    expect(gbp('Lead: Want to let it out. What would it rent for?\nAgent: Two beds are letting for £950-£1,000 pcm\nLead: my mate gets a bit over 1k for his on the next street, so around that then?', 'rent', 'selling')).toBeNull();
  });
  it('reads "140 is the top" and savings the lead calls the budget; never rents a call note says the agent advised', () => {
    expect(gbp('Lead: Got about £140k cash, anything from £120k up to that.\nAgent: A 2 bed at £155,000\nLead: No that\'s too dear. 140 is the top', 'price', 'buying')).toMatchObject({ amount: 140_000 });
    expect(readBudget(leadTurns(parseConversation('Lead: Our savings are in dollars – around $320,000 – so I guess that\'s the budget depending on the exchange rate.', 'Priya')), 'GBP', 'price', 'buying').budget).toMatchObject({ amount: 320_000, currency: 'USD' });
    expect(gbp('Lead: Owns a 3-bed semi. Asked what it\'d rent for. Advised similar have let at £750–£800 pcm. No figure from him.', 'rent', 'selling')).toBeNull();
  });
  it('reads "if parking is included then 92 is fine for me" as the price the lead accepts', () => {
    expect(inr('Lead: Is price negotiable? My budget is 80 L.\nAgent: Hi Vignesh, owner is firm on 92 but covered car parking is included\nLead: ok, if parking is included then 92 is fine for me', 'price', 'buying')).toMatchObject({ amount: 9_200_000 });
  });

  it('reads the whole rent the sharers agreed to ("So £800 a month for the flat?" — "aye that\'s it") over each one\'s part', () => {
    expect(gbp('Lead: me and my pal are after a 2 bed flat\nAgent: What are you both looking to pay?\nLead: max £400 each\nAgent: So £800 a month for the flat?\nLead: aye that\'s it', 'rent')).toMatchObject({ amount: 800, period: 'month' });
    expect(gbp('Agent: Do you have a budget in mind?\nLead: we were thinking £110 a week each incl bills\nAgent: So about £440 per week for the whole house, bills included?\nLead: yeah that\'s our max, the cheaper the better tbh lol', 'rent')).toMatchObject({ amount: 440, period: 'week' });
  });
  it('never reads an investor\'s question about the rent, savings for the down payment, or figures a call note says the agent gave; an answer "not fixed" names no budget', () => {
    expect(inr('Lead: Looking at it purely as investment\nAgent: Yes sir, 1,020 sq ft, 64 lakhs\nLead: 64 is steep for investment. Rent there would be what, 17-18k? That’s barely 3% yield', 'price', 'buying')).toBeNull();
    expect(inr('Agent: Do you have a budget in mind?\nLead: not fixed. currently paying 14k rent, can pay EMI up to 25k\nAgent: At 25k EMI you would get a loan of roughly 28-30 lakh. Plus your down payment\nLead: down payment we have some savings, around 8 lakh', 'price', 'buying')).toBeNull();
    expect(gbp('Lead: Wants a 2/3-bed house to rent in Bridport. Asked about rent levels – I said 3-beds in town are £1,300–£1,500 pcm at the moment. She didn’t say what they could afford', 'rent')).toBeNull();
  });

  it('reads "six hundred and fifty thousand to spend, that\'s the absolute max" and "with dad\'s 70k that\'s 450 altogether"', () => {
    expect(gbp('Lead: He\'s got six hundred and fifty thousand to spend, that\'s the absolute max', 'price', 'buying')).toMatchObject({ amount: 650_000 });
    expect(gbp('Agent: What would your budget be?\nLead: Mortgage adviser says we can borrow 380k, with dad\'s 70k that\'s 450 altogether', 'price', 'buying')).toMatchObject({ amount: 450_000 });
  });
  it('never reads a price in thousands with no currency as rupees for a home to buy in India ("budget around 150k" from Dallas); a rent in thousands still is', () => {
    expect(inr('Lead: Hi, I am an NRI based in Dallas. Looking for a 3BHK in Kondapur. Budget around 150k', 'price', 'buying')).toBeNull();
    expect(inr('Lead: Hi, I am an NRI based in Dallas. Budget around $150k', 'price', 'buying')).toMatchObject({ amount: 150_000, currency: 'USD' });
    expect(inr('Lead: 3bhk on rent in Bandra, budget 150k a month', 'rent')).toMatchObject({ amount: 150_000, currency: 'INR' });
  });
  it('reads "could we offer 315? thats our max really" and "390 is our ceiling" after a gift of "30 grand"; never a price a browser "saw a couple on there for"', () => {
    expect(gbp('Lead: hi yeah we liked it a lot\nLead: 325 is a stretch for us though\nLead: could we offer 315? thats our max really', 'price', 'buying')).toMatchObject({ amount: 315_000 });
    expect(gbp('Lead: We\'re selling our 1 bed, agent reckons about £210k\nLead: and my mum\'s putting in 30 grand. So realistically 390 is our ceiling', 'price', 'buying')).toMatchObject({ amount: 390_000 });
    expect(gbp('Lead: hi just having a look at whats about, not ready to buy yet\nAgent: Any areas in particular?\nLead: we like Hessle, saw a couple on there for about 120k which seemed cheap?', 'price')).toBeNull();
  });
  it('reads "Around 1.2. Maybe 1.35 if it\'s genuinely perfect" as the stretch; never months of deposit ("10 months is too much. 5-6 max") or homes an investor "sees a few around"', () => {
    expect(gbp('Agent: What sort of budget are you working to?\nLead: Around 1.2. Maybe 1.35 if it\'s genuinely perfect and has a terrace', 'price', 'buying')).toMatchObject({ amount: 1_350_000 });
    expect(inr('Lead: Budget 28k per month including maintenance\nAgent: I have one in Munnekolala, 26k + 2k maint, 10 months deposit\nLead: 10 months is too much yaar. 5-6 max', 'rent')).toMatchObject({ amount: 28_000 });
    expect(gbp('Lead: I\'m looking at buy to lets in Merthyr Tydfil, terraced houses. I see a few around £85k. What sort of rent would they get?', 'price', 'buying')).toBeNull();
  });
  it('reads a seller\'s floor under their asking figure ("Lowest I will go is 1.3", "honestly I would take three crore") as one range; never "10 is fine" for "Tomorrow 10 am ok?", nor a buyer\'s deposit after their budget', () => {
    expect(inr('Agent: Recent deals are around 1.3 to 1.4 cr\nLead: I am expecting 1.45 cr. Lowest I will go is 1.3, not below that', 'price', 'selling')).toMatchObject({ amount: 14_500_000, from: 13_000_000 });
    expect(inr('Lead: We are asking 3.5 crore, but honestly I would take three crore from a serious buyer.', 'price', 'selling')).toMatchObject({ amount: 35_000_000, from: 30_000_000 });
    expect(inr('Agent: 1BHK near Kengeri also available, 11k + 1k maintenance\nLead: hmm first see and tell. can we come tomorrow?\nAgent: Tomorrow 10 am ok?\nLead: 10 is fine. send location', 'rent')).toBeNull();
    expect(gbp('Agent: 1 beds are roughly £190k–£240k\nLead: yeah cancel it sorry. buying. budget 250 max, dad\'s putting 25k in for the deposit', 'price', 'buying')).toMatchObject({ amount: 250_000 });
  });
  it('never reads a rate per square foot, an owner\'s figure in a call note, or a relative\'s help as the budget', () => {
    expect(inr('Lead: Not looking to buy immediately. A cousin says Gaur City is around 7,000/sq ft now', 'price')).toBeNull();
    expect(inr('Lead: too much, his limit is 28 lakh incl. registry.\nLead: Owner says 31 final. Informed lead. Lead: “not possible above 28”.', 'price', 'buying')).toMatchObject({ amount: 2_800_000 });
    expect(inr('Lead: SBI has pre-approved a loan of 70 lakh. My uncle has also offered to help with 10 lakh if needed.', 'price', 'buying')).toBeNull();
  });
  it('keeps the lead\'s own figure when they convert it ("£400k, could go to £450k … approx 4.5-5 cr in rupees", "4.5 cr, so around $520k")', () => {
    expect(inr('Lead: Budget roughly £400k, could go to £450k for the right place. I know that\'s approx 4.5-5 cr in rupees', 'price', 'buying')).toMatchObject({ amount: 450_000, currency: 'GBP' });
    expect(inr('Lead: Budget max 4.5 cr, so around $520k for my US accounts', 'price', 'buying')).toMatchObject({ amount: 45_000_000, currency: 'INR' });
    expect(gbp('Lead: We can spend up to $500k, call it 380 in your money', 'price', 'buying')).toMatchObject({ amount: 500_000, currency: 'USD' });
  });
  it('still takes a later figure that is no conversion of the first ("$150k" then "actually 2 cr max")', () => {
    expect(inr('Lead: Budget around $150k\nAgent: ok\nLead: actually we sold the US house, so 2 cr max now', 'price', 'buying')).toMatchObject({ amount: 20_000_000, currency: 'INR' });
  });
  it('reads "we\'re not going above 180, full stop" as a limit', () => {
    expect(gbp('Lead: 195 is too rich for us, we\'re not going above 180, full stop', 'price', 'buying')).toMatchObject({ amount: 180_000, bound: 'up to' });
  });
  it('never reads what a buyer offered a seller, or a jantri or online valuation, as the seller\'s figure; reads "could push to £70k"', () => {
    expect(inr('Lead: A builder has offered 2.1 crore but I feel it is worth at least 2.5 crore. The jantri valuation is only about 1.4 crore, so please don\'t quote me that number.', null, 'selling')).toBeNull();
    expect(gbp('Lead: Online valuation said £340k but the one 3 doors down went for 365 last year so we\'d want at least 350', null, 'selling')).toMatchObject({ amount: 350_000, bound: 'at least' });
    expect(gbp('Lead: I\'m thinking £60k-ish. Could push to £70k for the right place', 'price', 'buying')).toMatchObject({ amount: 70_000 });
  });
  it('never reads what a bank did ("bank ne 60 tak hi sanction kiya") or a price of the past ("let for £1,525 a month last year") as the budget', () => {
    expect(inr('Lead: sorry late reply. loan wala issue ho gaya, bank ne 60 tak hi sanction kiya. abhi kharidna possible nahi', 'price', 'buying')).toBeNull();
    expect(gbp('Lead: What sort of rent could I expect? I think the flat below let for £1,525 a month last year.', 'rent', 'selling')).toBeNull();
    const seller = 'Agent: Similar flats on Pali Hill have gone for roughly 6 to 7.5 cr in the last year depending on view and parking.\nLead: We were hoping for around six and a half. My husband says we shouldn\'t go below 6 under any circumstances.';
    expect(inr(seller, null, 'selling')).toMatchObject({ currency: 'INR', amount: expect.any(Number) });
  });
  it('never reads the agent\'s valuation of the lead\'s own home, a seller checking the agent\'s sum ("So around 1.1-1.2 cr?") or a price to work an EMI out on', () => {
    expect(gbp('Lead: He said two hundred and fifty grand is the budget and that\'s us stretching.\nLead: Their own semi in Pemberton was valued by us at about a hundred and forty (£140–145k).', 'price', 'buying')).toMatchObject({ amount: 250_000 });
    expect(inr('Agent: Plots there are going around 55,000–60,000 per sq yd\nLead: So around 1.1-1.2 cr?', null, 'selling')).toBeNull();
    expect(inr('Lead: I\'m paying 25k rent in Nizampet now. Was wondering, if I take a 70 lakh flat what would EMI be?', 'price')).toBeNull();
    expect(gbp('Lead: the broker says we can borrow £260k, we\'ve got £25k deposit saved\nLead: so up to £285k I guess?', 'price', 'buying')).toMatchObject({ amount: 285_000 });
  });
  it('reads a seller\'s "we\'d accept £340k, anything below that and the onward purchase doesn\'t work"; never an agent\'s "£450 let-only" fee', () => {
    expect(gbp('Lead: - Our valuation: £350–360k, suggested listing at £365k\nLead: - He said "we\'d accept £340k, anything below that and the onward purchase doesn\'t work"', null, 'selling')).toMatchObject({ amount: 340_000 });
    expect(gbp('Lead: Asked what rent he can get – told him similar 1 beds are letting well\nLead: Our fees: 12% + VAT fully managed, £450 let-only', 'rent', 'selling')).toBeNull();
  });
});
