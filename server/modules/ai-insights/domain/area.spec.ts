import { readAreas } from './area.js';
import { leadTurns, parseConversation } from './conversation.js';

function areasOf(chat: string, name = 'Priya') {
  return readAreas(leadTurns(parseConversation(chat, name)), name);
}

describe('readAreas', () => {
  it.each([
    ['Lead: I need a 2 bathroom apartment in Fremont.', ['Fremont']],
    ['Lead: Something around Palo Alto would be great.', ['Palo Alto']],
    ["Lead: I'm moving to Union City next month.", ['Union City']],
    ['Lead: Look in the Cupertino area.', ['Cupertino']],
    ['Lead: an apartment in City of Cupertino', ['Cupertino']],
    ['Lead: i need it in hayward', ['Hayward']],
    ['Lead: I prefer Mountain view', ['Mountain View']],
    ['Lead: I would like one in san Jose please.', ['San Jose']],
  ])('%s', (chat, areas) => {
    expect(areasOf(chat)).toEqual(areas);
  });

  it('takes a bare answer to "Which area?" as the area, and a lone capitalised word elsewhere as nothing', () => {
    expect(areasOf('Agent: Which area?\nLead: Napa.')).toEqual(['Napa']);
    expect(areasOf('Agent: How many bedrooms?\nLead: Sounds great.')).toEqual([]);
  });

  it('lists the most recent area first', () => {
    expect(areasOf('Lead: Find me something in Hayward.\nAgent: OK.\nLead: Try Pleasant Hill then.')).toEqual(['Pleasant Hill', 'Hayward']);
  });

  it('ignores buildings the agent named, people, days and the lead’s own name', () => {
    const chat = [
      'Agent: Amber Court located at 34050 Westchester Terrace is $3,500 per month.',
      'Lead: I like Amber Court. Can I visit on Monday?',
      'Lead: Please share the address with Nicole.',
      'Lead: This is Priya by the way.',
    ].join('\n');
    expect(areasOf(chat)).toEqual([]);
  });

  it('ignores everyday phrases after "in"', () => {
    expect(areasOf('Lead: I would like to see it in person, and pay in cash.')).toEqual([]);
  });
});

describe('readAreas and buildings', () => {
  it('does not take a building the agent gave an address for as an area, even after "to"', () => {
    expect(areasOf('Agent: Bella Vista located at 3400 Richmond Parkway is $3,950 per month.\nLead: Can I go to Bella Vista tomorrow?')).toEqual([]);
    expect(areasOf('Agent: Bella Vista located at 3400 Richmond Parkway is nice.\nLead: Anything in Bella Vista itself?')).toEqual(['Bella Vista']);
  });

  it.each([
    ['Lead: bhai Kharadi me 1BHK chahiye', ['Kharadi']],
    ['Lead: Vaishali Nagar mein plot chahiye', ['Vaishali Nagar']],
    ['Lead: looking for a 3BHK for my parents in Noida Sector 150, low floor', ['Noida Sector 150']],
    ['Lead: saw the 2 bed on Northcote Rd – Clapham side', ['Clapham']],
    ['Lead: a 3-bed semi, Roundhay ideally, Headingley at a push', ['Roundhay', 'Headingley']],
    ['Lead: Actually scrap that. Chorlton would be better', ['Chorlton']],
    ["Lead: I'm after a 1 bed flat at Salford Quays as a buy-to-let.", ['Salford Quays']],
    ['Lead: Curious about Tellapur since colleagues keep mentioning it.', ['Tellapur']],
    ['Lead: interested in your Jewellery Quarter development', ['Jewellery Quarter']],
    ['Lead: we’re moving out of London and Bath is top of our list', ['Bath']],
    ['Lead: Can we move tomorrow’s Hebbal visit to 5 pm?', ['Hebbal']],
    ['Lead: Salt Lake e 2BHK resale khujchi', ['Salt Lake']],
    ['Lead: 3BHK joie che Bopal ma', ['Bopal']],
    ['Lead: Ulwe madhe rates kiti chalu aahet?', ['Ulwe']],
    ['Lead: Rushikonda lo sea facing 3BHK unda?', ['Rushikonda']],
    ['Lead: Independent house venum, Madurai Anna Nagar or KK Nagar side', ['KK Nagar', 'Madurai Anna Nagar']],
    ['Lead: hi need 3bhk on rent sector 57 gurgaon', ['Sector 57']],
    ['Lead: villa on Sarjapur Road, near Dommasandra', ['Dommasandra', 'Sarjapur Road']],
    ['Lead: HSR Layout mein 1BHK chahiye\nsector 2 ya sector 6 ke paas', ['HSR Layout', 'Sector 6', 'Sector 2']],
    ['Lead: Wardha Road pe plot chahiye', ['Wardha Road']],
    ['Lead: We’re very interested in the 3-bed townhouse off the Lisburn Road.', ['Lisburn Road']],
    ['Lead: Pontcanna is where we’d most like to be', ['Pontcanna']],
    ['Lead: retiring down to Devon and we’ve our hearts set on Topsham.', ['Topsham', 'Devon']],
    ['Lead: 1250 is our absolute limit. anything nearer Peverell?', ['Peverell']],
    ['Lead: Still want Clapham, 2 bed flat', ['Clapham']],
    ['Lead: looking for 3 bed to rent in didsbury\nup to 1.8k a month', ['Didsbury']],
    ['Lead: what are prices like round Mill Road?', ['Mill Road']],
    ['Lead: looking in LS6 3JE area, Headingley ideally', ['Headingley', 'LS6']],
    ['New enquiry via 99acres\nProject: Sky Tower, New Town, Kolkata\nMobile: 90000 12345', ['Kolkata', 'New Town']],
  ])('reads places as Indian and UK leads write them: %s', (chat, areas) => {
    expect(areasOf(chat)).toEqual(areas);
  });

  it('leaves out where the lead lives or works now, unless they are selling that home', () => {
    expect(areasOf('Lead: We are moving out of London. Looking in Clifton area. Our flat in Islington sells in the autumn.')).toEqual(['Clifton']);
    expect(areasOf('Lead: I am based in New Jersey, looking at Kharghar.')).toEqual(['Kharghar']);
    expect(areasOf('Lead: what does a 2 bed flat in Leith go for? We’re renting in Morningside at the moment.')).toEqual(['Leith']);
    expect(areasOf('Lead: downsizing from our family home in Radyr to a flat in Pontcanna')).toEqual(['Pontcanna']);
    expect(readAreas(leadTurns(parseConversation('Lead: I want to sell my flat in Leith.', 'Priya')), 'Priya', true)).toEqual(['Leith']);
    expect(areasOf('Agent: Which area do you prefer?\nLead: I live in Alameda.')).toEqual(['Alameda']);
  });

  it('never takes a currency, a block or a university for a place', () => {
    expect(areasOf('Lead: budget around AED 1.2 million. What is it renting for in the block? Close to the uni.')).toEqual([]);
    expect(areasOf('Lead: rent around Twelve Thousand, budget in Dedh Crore, ask Mrs Rao')).toEqual([]);
    expect(areasOf('Lead: in situ is fine. Around Move in date. Spoke to Arjun last night. Near East Facing units')).toEqual([]);
  });

  it('reads Indian localities after "want" in Indian languages, before Malayalam "bhagathu", and lower-case ones before a postposition', () => {
    expect(areasOf('Lead: bhai 1bhk chahiye HSR Layout, sector 2 ya 3')).toEqual(['HSR Layout', 'Sector 2']);
    expect(areasOf('Lead: Chetta, Edappally bhagathu 3BHK vaadakakku venam')).toEqual(['Edappally']);
    expect(areasOf('Lead: hi raj nagar extension me 2bhk ready to move hai kya?')).toEqual(['Raj Nagar Extension']);
    expect(areasOf('Lead: Location: Anna Nagar West, Chennai - 600040')).toContain('Anna Nagar West');
    expect(areasOf('Lead: Hi, interested in the pre-launch at Kokapet.')).toEqual(['Kokapet']);
  });

  it('reads a place the lead ranks first, and never where they are now, a train line or a station', () => {
    expect(areasOf('Lead: looking around Partick and Hyndland but Hyndland is our first choice.')[0]).toBe('Hyndland');
    expect(areasOf('Lead: we loved the flat. Shawlands is exactly where we want to be.')).toEqual(['Shawlands']);
    expect(areasOf('Lead: 1 bed flats to let out. Rosemount mainly, I’ve heard it lets well.')).toEqual(['Rosemount']);
    expect(areasOf('Lead: We’d love to be in Ealing, near the Elizabeth line. We’re not in London until 3 May.')).toEqual(['Ealing']);
    expect(areasOf('Lead: I have a plot in Madhurawada. I’m in Hyderabad now, will tell you when I come')).toEqual(['Madhurawada']);
  });

  it('reads Bengali "te", lower-case localities with a direction, and leaves out where the lead works and filler words', () => {
    expect(areasOf('Lead: Namaskar, Behala te 2BHK flat chai. ami Sector V e kaj kori')).toEqual(['Behala']);
    expect(areasOf('Lead: hi, 1bhk on rent chahiye, andheri east chahiye')).toEqual(['Andheri East']);
    expect(areasOf('Lead: 2BHK in thane west. office BKC la aahe')).toEqual(['Thane West']);
    expect(areasOf('Lead: Something in Before Easter. Sorted. Asap.')).toEqual([]);
  });

  it('reads a lower-case place after "round", "ideally" or "end of", and before "still"', () => {
    expect(areasOf('Lead: we’re after a bungalow round truro, ideally kenwyn, about 300 grand')[0]).toBe('Kenwyn');
    expect(areasOf('Lead: hiya is the 2 bed in hanley still up for rent')).toEqual(['Hanley']);
  });
});

describe('readAreas: ranking, addresses and words that are not places', () => {
  it('puts the place the lead ranks first ahead of later ones', () => {
    expect(areasOf('Lead: we need a 2BHK in Velachery only, because of school.\nLead: husband works near Guindy, Vijayanagar also ok')[0]).toBe('Velachery');
    expect(areasOf('Lead: Preferred location: Kakkanad\nLead: anything near Infopark?')[0]).toBe('Kakkanad');
    expect(areasOf('Lead: want a flat in Guwahati only for rental income. Beltola side')[0]).toBe('Beltola');
  });

  it('reads places before Indian postpositions and "way"', () => {
    expect(areasOf('Lead: Bailey Road ke aas paas 3BHK chahiye')).toEqual(['Bailey Road']);
    expect(areasOf('Lead: andi Benz Circle daggara 2bhk rent ki kavali')).toEqual(['Benz Circle']);
    expect(areasOf('Lead: sir Vidyanagar alli 3bhk independent house beku')).toEqual(['Vidyanagar']);
    expect(areasOf('Lead: Mummy papa layi kothi leni aa, Model Town ch, kyunki doctor othe ne')).toEqual(['Model Town']);
    expect(areasOf('Lead: I work at the LGI so want to be up Headingley way really')).toEqual(['Headingley']);
  });

  it('takes a seller’s address before its PIN code or postcode, and never a buyer’s current address', () => {
    const seller = (chat: string) => readAreas(leadTurns(parseConversation(chat, 'Priya')), 'Priya', true);
    expect(seller('Lead: owner, B-1204, Rohan Heights, Wakad, Pune 411057. Wants to sell')[0]).toBe('Wakad');
    expect(seller('Lead: sell her bungalow at 12 Coneygar Road, Bridport DT6 3AQ')).toEqual(['Bridport DT6']);
    expect(areasOf('Lead: looking in Vaishali Nagar, Jaipur.\nCurrent address: C-45, Chitrakoot, Jaipur – 302021')).toEqual(['Vaishali Nagar']);
    expect(areasOf('Lead: he lives in Leeds so can’t get down')).toEqual([]);
  });

  it('never shows a day, a month, a relative, a room, a stop or a company as a place', () => {
    expect(areasOf('Lead: Booked viewing: Flat 3, 47 Church Rd, Wed 2nd July 5.15pm')).toEqual([]);
    expect(areasOf('Lead: he is there until the end of the year. Damp in the back bedroom.')).toEqual([]);
    expect(areasOf('Lead: thanks for coming round yesterday. Can you get someone in next month?')).toEqual([]);
    expect(areasOf('Lead: moving in to Mum’s, near the new tube.')).toEqual([]);
    expect(areasOf('Lead: Mere bete ke liye, TCS mein join kar raha hai')).toEqual([]);
  });

  it('keeps a number word and a direction that start a name', () => {
    expect(areasOf('Lead: Nine Elms ideally, near the new tube.')).toEqual(['Nine Elms']);
    expect(areasOf('Lead: 2 bed flat to rent in south shore, pets ok')).toEqual(['South Shore']);
  });

  it('never shows a filler, a form word, a bank or "subject to contract" as a place, and keeps "New Town" and "L7"', () => {
    expect(areasOf('Lead: within 2 weeks. Preferred: whatever. HDFC loan in hurry, a flat in Pounds tbh')).toEqual([]);
    expect(areasOf('Lead: offer accepted on a flat near Finsbury Park STC, moving April-ish')).toEqual(['Finsbury Park']);
    expect(areasOf('Lead: Ekhon Salt Lake e chai')).toEqual(['Salt Lake']);
    expect(areasOf('Lead: 2 bed in New Town, Kolkata')).toContain('New Town');
    expect(areasOf('Lead: terraces in Liverpool L7, Tower C please')).toEqual(['Liverpool L7']);
  });

  it('reads a place before a sector, a number, "only" or "makes the most sense", and a city centre', () => {
    expect(areasOf('Lead: bhaiya 2bhk rent pe chahiye Rohini sec 9 ke paas, 18k tak')).toEqual(['Rohini', 'Sector 9']);
    expect(areasOf('Lead: Hi! 2BHK in Gaur City 2 chahiye rent pe')).toEqual(['Gaur City 2']);
    expect(areasOf('Lead: Req: 3BHK pre-launch / new launch, Greater Noida West only\nPurpose: investment')).toEqual(['Greater Noida West']);
    expect(areasOf('Lead: We both work in Manyata, so Yelahanka makes the most sense')).toEqual(['Yelahanka']);
    expect(areasOf('Lead: Looking for a 2 bed 2 bath in Leeds city centre, around £1,300 pcm')).toEqual(['Leeds City Centre']);
    expect(areasOf('Lead: Interested in the off-plan 1 beds at Wembley Park you advertised')).toEqual(['Wembley Park']);
    expect(areasOf('Lead: Wants Baner. Booking amount ready. Pocket B ok. Already relocating, near the DLR')).toEqual(['Baner']);
  });

  it('reads "Thinking Perungudi", Bengali "er", a seller’s parents’ flat first, and drops "Abhi" and "Honestly"', () => {
    expect(areasOf('Lead: flat in Chennai for rental income. Thinking Perungudi since it’s near the IT parks')[0]).toBe('Perungudi');
    expect(areasOf('Lead: Dada, Rajarhat er oi pre-launch project ta niye detail pathan')).toEqual(['Rajarhat']);
    const seller = readAreas(leadTurns(parseConversation('Lead: my parents’ flat in Dharampeth, 2BHK. Honestly we live in Pune, near Law College', 'Priya')), 'Priya', true);
    expect(seller[0]).toBe('Dharampeth');
    expect(areasOf('Lead: Abhi Vaishali mein rehte hain, Indirapuram mein chahiye')).toEqual(['Indirapuram']);
  });

  it('reads "only (…)", "ur Manikonda project", and never "Pref", "NRI", "DPS" or "Straight Away" as a place', () => {
    expect(areasOf('Lead: Looking £400,000 - £475,000, Roundhay only (kids are at Roundhay School)')[0]).toBe('Roundhay');
    expect(areasOf('Lead: 3bhk price in ur Manikonda project?')).toEqual(['Manikonda']);
    expect(areasOf('Lead: I am an NRI. Near metro Pref. DPS in place, can move in Straight Away')).toEqual([]);
  });

  it('reads "prob Lenton", "We love Falmouth" and "Caversham has been recommended"', () => {
    expect(areasOf('Lead: hi m8 lookin for a BTL nr the uni, prob Lenton, 4 or 5 bed HMO ideally')).toEqual(['Lenton']);
    expect(areasOf('Lead: Blimey. We love Falmouth, might retire down here in 5 or 6 years')).toEqual(['Falmouth']);
    expect(areasOf('Lead: 3-4 beds, near good schools - Caversham has been recommended to us.')).toEqual(['Caversham']);
  });

  it('reads "Preference is", "would rather … than", "prefer Roath anyway", "alerts for", and "Super Corridor"', () => {
    expect(areasOf('Lead: Plot in Thrissur. Preference is Punkunnam or nearby, within 3-4 km of the Round.')[0]).toBe('Punkunnam');
    expect(areasOf('Lead: Got 4 already in Hendon. Would rather Millfield than Hendon this time')[0]).toBe('Millfield');
    expect(areasOf('Lead: Cathays is well pricey so Roath probably, we’d honestly prefer Roath anyway')).toEqual(['Roath']);
    expect(areasOf('Lead: hi, just wondering how I set up alerts for Morningside')).toEqual(['Morningside']);
    expect(areasOf('Lead: Super Corridor pe koi 1BHK ya studio hai kya?')).toEqual(['Super Corridor']);
  });

  it('reads "Preferred area is", a place after "2bhk rent", a PIN code before "ke paas", a form’s "Locality:" first, and "Great Baddow"', () => {
    expect(areasOf('Lead: flat for my parents, who live in our old house in Ramnagar. Preferred area is Mahmoorganj or nearby.')).toEqual(['Mahmoorganj']);
    expect(areasOf('Lead: Hi sir, 2bhk rent Perumbakkam, near Global hospital. family')).toEqual(['Perumbakkam']);
    expect(areasOf('Lead: Namaste, Azad Nagar 208002 ke paas independent house chahiye')).toEqual(['Azad Nagar']);
    expect(areasOf('Looking for: Rent – 1BHK\nLocality: Avadi\nMessage: sir 1bhk near HVF road')[0]).toBe('Avadi');
    expect(areasOf('Lead: Hi, we’re looking for a 4 bed in Great Baddow, ideally with a garage\nLead: We’ve got our 3 bed in Springfield on the market')).toEqual(['Great Baddow']);
  });

  it('leaves out where the lead shares a house or has their current flat, and reads a place before a dash', () => {
    expect(areasOf('Lead: currently house-sharing in Cosham but want my own place in Southsea')).toEqual(['Southsea']);
    expect(areasOf('Lead: Boscombe or Southbourne (prefer Boscombe – Kerry works at the hospital). Notice is up on our current flat in Winton.')[0]).toBe('Boscombe');
  });

  it('reads "looking at", "baju", "preferably Pannal", "ideally Wavertree"; never where the lead rents now, will be visiting, or a "para"', () => {
    expect(areasOf('Lead: yes. looking at Hoskote for investment only')).toEqual(['Hoskote']);
    expect(areasOf('Lead: Rajkot ma 3BHK flat joie che, Raiya Road baju')[0]).toBe('Raiya Road');
    expect(areasOf('Lead: Yes that’s right, preferably Pannal, we’ve a little one starting school')).toEqual(['Pannal']);
    expect(areasOf('Lead: got 4 houses round Smithdown. Looking for another, ideally Wavertree, 5-6 beds')[0]).toBe('Wavertree');
    expect(areasOf('Lead: a 3 BHK in Kharghar for our own use – we currently rent in Vashi.')).toEqual(['Kharghar']);
    expect(areasOf('Lead: a 2BHK in Electronic City as an investment. I will be in Bangalore in the last week of April.')).toEqual(['Electronic City']);
    expect(areasOf('Lead: do you have a 2bhk flat in Baner?')).toEqual(['Baner']);
  });

  it('reads "Kokapet road", "itself is better", "or very close by", "specifically", "recommended", "2 bed flat Wakefield"', () => {
    expect(areasOf('Lead: Hi, saw your board on the Kokapet road near Neopolis.')).toContain('Kokapet Road');
    expect(areasOf('Lead: paying 22k rent now in Shenoy Nagar, want to stop that\nLead: Anna Nagar itself is better')).toEqual(['Anna Nagar']);
    expect(areasOf('Lead: They rent in Malviya Nagar now. Malviya Nagar or very close by, on a lower floor.')).toEqual(['Malviya Nagar']);
    expect(areasOf('Lead: Wants Tonbridge specifically – Judd school, near the station')[0]).toBe('Tonbridge');
    expect(areasOf('Lead: A colleague recommended Clapham for rental demand from young professionals.')).toEqual(['Clapham']);
    expect(areasOf('Lead: 2 bed flat Wakefield city centre? cash buyer, 90k')).toEqual(['Wakefield City Centre']);
    expect(areasOf('Lead: looking for a 3BHK in Adyar. Depends on what our Mylapore house fetches.')).toEqual(['Adyar']);
  });

  it('reads "prefers Kasarvadavali because", "I want Morriston really", "new builds at", "his first choice", "want Strathbungo tho"', () => {
    expect(areasOf('Lead: a 1BHK on Ghodbunder Road – prefers Kasarvadavali because of Metro 4.')[0]).toBe('Kasarvadavali');
    expect(areasOf('Lead: that’s too much for me sorry and Sketty’s too far with shifts, I want Morriston really')).toEqual(['Morriston']);
    expect(areasOf('Lead: Hi, I’m a teacher and looking at the new builds at Monkton Heathfield')).toEqual(['Monkton Heathfield']);
    expect(areasOf('Lead: owns 2 HMOs in Plymouth already. Mutley his first choice.')[0]).toBe('Mutley');
    expect(areasOf('Lead: we really want Strathbungo tho 😩')).toEqual(['Strathbungo']);
    expect(areasOf('Lead: We’re selling our current 1BHK in Sion. 2BHK in Chembur (Swastik Park side preferred)')).not.toContain('Sion');
    expect(areasOf('Lead: 2bhk for rent near Edappally? now staying in Kaloor hostel')).toEqual(['Edappally']);
  });

  it('leaves out where a seller is moving to, has bought, or wants to buy next', () => {
    const selling = (chat: string) => readAreas(leadTurns(parseConversation(chat, 'Vaishali')), 'Vaishali', true);
    expect(selling('Lead: I want to sell my flat in Kothrud. Moving to Nashik to be with my son.')).toEqual(['Kothrud']);
    expect(selling('Lead: Owns 3BHK in Aundh near ITI Road. They have bought a row house in Bavdhan, already moved.')).toEqual(['ITI Road', 'Aundh']);
    expect(selling('Lead: we’re on at 295 for the house in Crosby and the one we want in Formby needs us out by June')).toEqual(['Crosby']);
  });

  it('reads "Mulund West ka ad", "do you cover Inverness?", a "Development:" field; never where the lead works or their current rented house', () => {
    expect(areasOf('Lead: Hi, 99acres pe aapka 2BHK Mulund West ka ad dekha')).toEqual(['Mulund West']);
    expect(areasOf('Lead: Hi there, do you cover Inverness? We’re moving up from Leeds')).toEqual(['Inverness']);
    expect(areasOf('Development: Riverside Quarter, Lewisham SE13\nMessage: Hi, I’m interested in the 1 bed apartments.')).toContain('Lewisham SE13');
    expect(areasOf('Lead: 3 of us looking for 3BHK in Jogeshwari West / Oshiwara side. all working in Andheri')).not.toContain('Andheri');
    expect(areasOf('Lead: 3BHK in Gomti Nagar Extension. Current rented house in Indira Nagar to be vacated by June.')).toEqual(['Gomti Nagar Extension']);
  });

  it('takes the plot a seller has, and her semi, as theirs', () => {
    const selling = (chat: string, name: string) => readAreas(leadTurns(parseConversation(chat, name)), name, true);
    expect(selling('Mr. Shyamal Bose. Has 4 katha plot in Bidhannagar, Durgapur. Wants to sell to fund MS in Germany.', 'Shyamal Bose')[0]).toBe('Bidhannagar');
    expect(selling('Lead: Wants to sell her 3 bed semi in Caversham, moving to be near her daughter in Exeter.', 'Gillian Hartley')[0]).toBe('Caversham');
  });

  it('takes the home a seller owns or lets before where they have moved to', () => {
    const selling = (chat: string) => readAreas(leadTurns(parseConversation(chat, 'Ritu')), 'Ritu', true);
    expect(selling('Lead: I own a 2 bed flat on the Waterfront in Ipswich, tenants are leaving')[0]).toBe('Waterfront');
    expect(selling('Lead: I want to sell my 2BHK in Kankarbagh. We have shifted to Bengaluru permanently.')).toEqual(['Kankarbagh']);
  });

  it('reads "prefer Gachibowli itself", "Vyttila is convenient", "stick with Margate", "Sohna Road wale", a block at Salford Quays, "only looking in"', () => {
    expect(areasOf('Lead: prefer Gachibowli itself, wife’s office is in Financial District. Nanakramguda only if nothing else')[0]).toBe('Gachibowli');
    expect(areasOf('Lead: wife’s parents are in Tripunithura, so Vyttila is convenient. Friend suggested Kakkanad but no, too much traffic')).toEqual(['Vyttila']);
    expect(areasOf('Lead: I’d rather stick with Margate, think prices still have room to grow')).toEqual(['Margate']);
    expect(areasOf('Lead: Bhai Sohna Road wale naye pre launch ka kya scene hai?')).toEqual(['Sohna Road']);
    expect(areasOf('Lead: Hi mate, saw your ad for the new build block at Salford Quays. What are the 2 beds going for?')).toEqual(['Salford Quays']);
    expect(areasOf('Lead: We’re only looking in Walthamstow, near the Village ideally.')).toContain('Walthamstow');
  });

  it('reads a lower-case Mumbai suburb and its side: "malad west 1bhk", "2bhk chahiye ghatkopar east", "in andheri east chahiye"; never "east facing"', () => {
    expect(areasOf('Lead: hi saw ur ad malad west 1bhk, available?')).toEqual(['Malad West']);
    expect(areasOf('Lead: hello 2bhk chahiye ghatkopar east, 3 log hai hum')).toEqual(['Ghatkopar East']);
    expect(areasOf('Lead: hi, 1bhk on rent in andheri east chahiye, near Marol metro')).toContain('Andheri East');
    expect(areasOf('Lead: need a flat facing east, 2bhk')).toEqual([]);
  });

  it('reads the area of a portal’s enquiry headline, "Copnor looks ideal", "Gotri chalega", and the area after a seller’s street', () => {
    expect(areasOf('Rightmove enquiry – 2 bedroom terraced house to rent, Hessle, £625 pcm\nName: Shannon Wilkinson')).toEqual(['Hessle']);
    expect(areasOf('Zoopla enquiry – 2 bed cottage, Leigh-on-Sea, £400,000\nMessage: Hi! Just browsing')).toEqual(['Leigh-on-Sea']);
    expect(areasOf('Lead: Looking to buy a 2 bed near the base, Copnor looks ideal. Can we move quickly?')).toEqual(['Copnor']);
    expect(areasOf('Lead: ok fine Gotri chalega then. 12 se upar nahi please')).toEqual(['Gotri']);
    const selling = readAreas(leadTurns(parseConversation('Lead: Wants to sell their 4 bed detached on Station Road, Haxby. Moving nearer Harrogate.', 'Graham')), 'Graham', true);
    expect(selling[0]).toBe('Haxby');
  });

  it('reads "we’re after a 3 bed semi in X" first, "Southbourne really,", a landlord’s "I have a 2BHK in X"; never where a relative lives ("parents Kota me hai", "Behala te thake") or the lead’s office', () => {
    expect(areasOf('PropertyPal enquiry – 3 Bed Semi-detached House, Sandown Road, Belfast BT5\nHi, we’re after a 3 bed semi in Ballyhackamore. Is the one on Sandown Road still going?')[0]).toBe('Ballyhackamore');
    expect(areasOf('Agent: Are you thinking Southbourne specifically or anywhere around Bournemouth?\nLead: Southbourne really, it’s handy for my sister')).toEqual(['Southbourne']);
    expect(readAreas(leadTurns(parseConversation('Lead: Hi Suresh, I have a 2BHK in Chembur East, near Diamond Garden, want to give it on rent.', 'Deepak')), 'Deepak', true)[0]).toBe('Chembur East');
    expect(areasOf('Lead: working. office JLN Marg pe. parents Kota me hai')).toEqual([]);
    expect(areasOf('Lead: Garia te 2BHK flat khujchi. Bhai Behala te thake, Ami nije Bangalore e thaki')).toEqual(['Garia']);
    expect(areasOf('Lead: Looking for 3BHK on Golf Course Extension Road. My Office Cyber City me hai')).toEqual(['Golf Course Extension Road']);
  });

  it('reads a lower-case place before an Indian postposition after the home asked for, or before "wala project"; never Hinglish filler', () => {
    expect(areasOf('Lead: 2bhk chahiye borivali E me, preferably nr. station')).toEqual(['Borivali E']);
    expect(areasOf('Lead: hello, 3bhk joie che bopal ma')).toEqual(['Bopal']);
    expect(areasOf('Lead: hi, gota wala project ka details bhejo')).toEqual(['Gota']);
    expect(areasOf('Lead: 2bhk chahiye kiraye pe, jaldi')).toEqual([]);
    expect(areasOf('Lead: hi, 2bhk in electronic city phase 1 for own use')).toEqual(['Electronic City']);
    expect(areasOf('Lead: hello ji, saw ur ad on magicbricks for 3bhk dwarka')).toEqual(['Dwarka']);
    expect(areasOf('Lead: namaskar, kothrud madhe 1bhk bhadyane pahije')).toEqual(['Kothrud']);
    expect(areasOf('Lead: Hi, looking to buy a 1bhk for rental income. I already live in Powai')).toEqual([]);
  });

  it('never takes where a relative or a partner lives or works, where the lead will be, or "pls", "period", "tenanted"', () => {
    expect(areasOf('Lead: Yes definitely, we love Leytonstone. Josh works in Stratford so it’s ideal')).toEqual(['Leytonstone']);
    expect(areasOf('Lead: will be in Hyd for 2 days around the 18th')).toEqual([]);
    expect(areasOf('Lead: Stick to 55 all-in pls. conversions are fine, prefer period tbh')).toEqual([]);
    expect(areasOf('Lead: a 2 or 3 bed terrace in Wavertree, ideally already tenanted')).toEqual(['Wavertree']);
  });

  it('reads a capitalised suburb with its lower-case side, "ok X fine then", "the X 3BHK", "preferably on X Corridor itself", a portal form\'s "| Property:" field, "saw ur ad X property"', () => {
    expect(areasOf('Lead: Hello sir, Malad west mein 2bhk chahiye, ready possession, apne liye')).toEqual(['Malad West']);
    expect(areasOf('Lead: budget 70-75 lakh, Gotri or Alkapuri whichever\nAgent: Gotri has more options\nLead: ok Gotri fine then. no hurry')[0]).toBe('Gotri');
    expect(areasOf('Lead: Hi Arjun, following up on the Yelahanka New Town 3BHK we saw last week')).toEqual(['Yelahanka New Town']);
    expect(areasOf('Lead: Looking for a 2 BHK on rent close to office, preferably on Super Corridor itself.')).toEqual(['Super Corridor']);
    expect(areasOf('Lead: Name: Bikash Das | Mobile: 70029XXXXX | Property: 3 BHK Apartment, Beltola, Guwahati')).toContain('Beltola');
    expect(areasOf('Lead: hi saw ur ad KK Nagar property. pls send details')).toEqual(['KK Nagar']);
    expect(areasOf('Lead: Looking for a 3 BHK in Hiranandani Estate, Thane for our family.')).toEqual(['Hiranandani Estate']);
  });

  it('reads "decided on X", the street of the home asked about when the lead names no area, a yes that repeats the agent\'s place; never where the lead pays rent now or where their office moved', () => {
    expect(areasOf('Lead: we\'ve been looking at both Lichfield and Sutton Coldfield but we\'ve decided on Sutton Coldfield, mainly for the schools')[0]).toBe('Sutton Coldfield');
    expect(areasOf('Lead: hiya is the 1 bed on Clapham Manor St still going?')).toEqual(['Clapham Manor St']);
    expect(areasOf('Agent: Are you looking around Preston?\nLead: yeah Preston. but honestly no plans yet')).toEqual(['Preston']);
    expect(areasOf('Lead: ah bit over what i wanted tbh. paying 1,550 now in Stockwell and cant really go over 1800 a month')).toEqual([]);
    expect(areasOf('Lead: need 2bhk on rent in Noida Sector 137\nLead: around 22k per month. right now paying 18k in Indirapuram but office shifted to Sector 132')).toEqual(['Noida Sector 137']);
  });

  it('reads one of two places the agent offered when the answer starts with it, "house for rent at X?", "X theek hai", "X bhi chalega", "X ki taraf", "X or near", "X is more realistic", "always fancied X", "1 bed flat hastings", "Chester-le-Street"', () => {
    expect(areasOf('Agent: Ganga Nagar ya Shastri Nagar?\nLead: Ganga Nagar, bacchon ka school wahan hai')).toEqual(['Ganga Nagar']);
    expect(areasOf('Lead: Good morning. Any 2bhk house for rent at Ayyanthole? near collectorate')).toEqual(['Ayyanthole']);
    expect(areasOf('Agent: Sector 86 / 88 dekh lijiye\nLead: Sector 88 theek hai. Budget eighty lakh around hai')).toEqual(['Sector 88']);
    expect(areasOf('Lead: Kalindi Vihar bhi chalega actually, husband ka office paas hai')).toEqual(['Kalindi Vihar']);
    expect(areasOf('Lead: Pranam. Sarnath ki taraf naye flats ban rahe hain kya?')).toEqual(['Sarnath']);
    expect(areasOf('Lead: 3bhk kothi portion chahida rent te, Sarabha Nagar or near')).toEqual(['Sarabha Nagar']);
    expect(areasOf('Lead: ok we’ve had a think and actually Seaford is more realistic for us')).toEqual(['Seaford']);
    expect(areasOf('Lead: We\'ve always fancied Westbourne, nearer the shops and the sea')).toEqual(['Westbourne']);
    expect(areasOf('Lead: hi looking for 1 bed flat hastings')).toEqual(['Hastings']);
    expect(areasOf('Lead: we\'re a retired couple looking for a 2 bed bungalow in Chester-le-Street')).toEqual(['Chester-le-Street']);
    expect(areasOf('Agent: Kaunsa area?\nLead: Dombivli West hi, Kopar station side.')).toEqual(['Dombivli West']);
  });

  it('never reads a number word, a landmark\'s common noun, a home type or where the lead pays rent or stays in a PG now', () => {
    expect(areasOf('Lead: want to buy a small flat in Srirangam, near temple\nLead: Our budget is around sixty lakhs, maximum sixty five')).toEqual(['Srirangam']);
    expect(areasOf('Lead: Ours in Greystones is a 3 bed semi, 1,150 sq ft')).not.toContain('Semi');
    expect(areasOf('Lead: abhi Model Town ch 28k de rahe aa. max 35k tak ja sakde')).toEqual([]);
    expect(areasOf('Lead: Sector 21C prefer karunga, metro paas hai. abhi Lajpat Nagar mein PG mein hoon')).toEqual(['Sector 21C']);
    expect(areasOf('Lead: Ready to move only. Abhi DLF Phase 3 mein rent pe hain, 45k de rahe hain')).toEqual([]);
  });

  it('reads notes, forms and messages: "chahida rent te X", "the X pre-launch ad", "Greater Kailash 1", "on OMR", a seller\'s "X 2nd Phase, City PIN", "3BHK house, X, City", "exploring X", the area after the street asked about, a headline\'s area after its street, "Property address:", "pref X", "X ONLY", "near the uni/X", a place at a line\'s end', () => {
    expect(areasOf('Lead: Veerji ik 3bhk chahida rent te Rajouri Garden, joint family aa')).toEqual(['Rajouri Garden']);
    expect(areasOf('Lead: Hi, got your number from the Yelahanka pre-launch ad on FB')).toEqual(['Yelahanka']);
    expect(areasOf('Lead: Looking for a furnished 3BHK in Greater Kailash 1, ideally M or N block')[0]).toBe('Greater Kailash 1');
    expect(areasOf('Lead: * Wants something on OMR – anywhere from Sholinganallur to Kelambakkam is fine.')).toContain('OMR');
    expect(readAreas(leadTurns(parseConversation('Lead: Property: 3 BHK apartment, JP Nagar 2nd Phase, Bengaluru 560078', 'Priya')), 'Priya', true)).toContain('JP Nagar 2nd Phase');
    expect(areasOf('Lead: Owner: Mrs. Kavita Rastogi, 3BHK house, Indira Nagar, Lucknow (B-block)')).toContain('Indira Nagar');
    expect(areasOf('Lead: We are a retired couple. Just exploring Pondicherry for a possible move some years later')).toEqual(['Pondicherry']);
    expect(areasOf('Lead: Hello, saw the 4 bed on Rickmansworth Rd Pinner on Rightmove, can we view?')).toEqual(['Pinner']);
    expect(areasOf('Lead: Rightmove enquiry – 3 bed semi-detached, Heol Don, Whitchurch, Cardiff CF14 – £365,000')[0]).toBe('Whitchurch');
    expect(readAreas(leadTurns(parseConversation('Lead: Property address: The Orchards, Penn Road, Beaconsfield HP9', 'Priya')), 'Priya', true)[0]).toBe('Beaconsfield HP9');
    expect(areasOf('Lead: 2 bed flat LS6 – Kirkstall or Meanwood, pref Meanwood (friends there + the park)')[0]).toBe('Meanwood');
    expect(areasOf('Lead: - Wants 3 bed semi/terrace, Harborne ONLY (partner works at the QE, wants to walk to the High St)')[0]).toBe('Harborne');
    expect(areasOf('Lead: Looking for a BTL near the uni/Brayford – 1 or 2 bed flat')).toEqual(['Brayford']);
    expect(areasOf('Lead: we can go up to £375k max. Still really want Chorlton\nour tenancy in Whalley Range ends end of May')).toEqual(['Chorlton']);
  });

  it('never reads where the lead, a relative or a friend lives or bought, a block letter, a reference code, a place the lead rules out, or "CD block"', () => {
    expect(areasOf('Lead: pre-launch project in Noida Extension purely as an investment.\nLead: My brother in Ghaziabad may drop by')).toEqual(['Noida Extension']);
    expect(areasOf('Lead: Looking for a 2BHK for my parents in Kakkanad, close to Infopark')).toContain('Kakkanad');
    expect(areasOf('Lead: * Chartered accountant, stays in Anna Nagar, already owns his home.')).toEqual([]);
    expect(areasOf('Lead: I\'m a nurse, currently renting a room in St Davids. I\'d like the 2 bed flat (ref HWF-2231).')).toEqual([]);
    expect(areasOf('Lead: a 2BHK in Porvorim – quiet, NOT in the Calangute/Baga belt, too noisy for us.')).toEqual(['Porvorim']);
    expect(areasOf('Lead: Looking for 3 BHK resale in Salt Lake, pref. BD/CD block, near Karunamoyee.')).not.toContain('CD');
    expect(areasOf('Lead: Saw the cottage on High Cross Avenue in Melrose on ESPC')).toEqual(['Melrose']);
  });

  it('reads "2bhk on rent vastrapur,", the area a station near the lead is named after, a city that ends the line after the place, "go with X", "X should be fine", "X is nice", "X is the one I like", "set our hearts on X", "has to be X"', () => {
    expect(areasOf('Lead: Need 2bhk on rent vastrapur, fully furnished')).toEqual(['Vastrapur']);
    expect(areasOf('Lead: hi looking for 2bhk on rent near kharghar station, sector 20 ya 21')[0]).toBe('Kharghar');
    expect(areasOf('Lead: I want a 1 bed near Leeds station')).toEqual(['Leeds']);
    expect(areasOf('Lead: 200 gaj kothi chahiye Model Town Phase 3 Bathinda')).toEqual(['Model Town Phase 3']);
    expect(areasOf('Lead: We are looking for a 3BHK in New Town, Action Area 2 side preferably')).toContain('Action Area 2');
    expect(areasOf('Lead: Namaskar. Ame CDA Sector 9 re 3BHK flat khojuchu. Available achhi ki?')).toEqual(['CDA Sector 9']);
    expect(areasOf('Lead: 2bhk builder floor rohini sec 24 wala')).toContain('Rohini');
    expect(areasOf('Lead: 3bhk rent rohini sec 9? family of 5. max 28k')).toContain('Rohini');
    expect(areasOf('Lead: bhai 1bhk rent pe chahiye uttam nagar east metro ke paas, 12k tak')).toContain('Uttam Nagar');
    expect(readAreas(leadTurns(parseConversation('Lead: Ami amar flat ta bikri korte chai. New Town Action Area 2, Sunflower Greens, flat 4B', 'Debjani')), 'Debjani', true)[0]).toBe('New Town Action Area 2');
    expect(areasOf('Lead: my office is in Mindspace so Kondapur should be fine. Lets go with Kondapur')).toEqual(['Kondapur']);
    expect(areasOf('Agent: Kufri, Mashobra, Chail?\nLead: Mashobra is nice I think, quieter.')).toEqual(['Mashobra']);
    expect(areasOf('Lead: Stratford seemed too pricey for the yield tbh. Barking is the one I like, new builds near the station')[0]).toBe('Barking');
    expect(areasOf('Lead: Our buyers want to complete within 8 weeks, we’ve set our hearts on Bramhall for the schools')).toEqual(['Bramhall']);
    expect(areasOf('Lead: 1600-1750 a month depending on bills. Has to be Tooting, work at St George\'s so want to walk')).toEqual(['Tooting']);
  });

  it('never reads the lead\'s own house ("I stay in own house in Panvel"), a house they sell ("Bibiwala Road wala ghar bechna hai"), an office ("commute to Vyttila office"), where a relative lives they move near, or "available"', () => {
    expect(areasOf('Lead: Want 1bhk in Kharghar for renting out. I stay in own house in Panvel')).toEqual(['Kharghar']);
    expect(areasOf('Lead: 1.5 cr. Bibiwala Road wala ghar bhi bechna hai, 90 lakh ke aas paas jayega')).toEqual([]);
    expect(areasOf('Lead: - Looking for 2BHK furnished on rent in Edappally\n- Currently in Aluva, commute to Vyttila office getting too long')).toEqual(['Edappally']);
    expect(readAreas(leadTurns(parseConversation('Lead: - Owns 3 bed house in Chelmsford, wants to sell and move nearer daughter in Colchester.', 'Priya')), 'Priya', true)).not.toContain('Colchester');
    expect(areasOf('Lead: 3bhk available?')).toEqual([]);
  });

  it('reads "ad … for X 3BHK", "plot bechna hai X", "X hi dekhte hain", "let\'s focus on X"; never "forget X", where the lead is now ("Abhi X mein hu", "Currently I pay … in X", "We rent in X"), "Reasonable wala", "We\'d probably"', () => {
    expect(areasOf('Lead: Hi, saw ur ad on 99acres for Sarjapur Road 3BHK')).toEqual(['Sarjapur Road']);
    expect(areasOf('Lead: plot bechna hai Shamshabad Road, 300 sq yd, corner')).toEqual(['Shamshabad Road']);
    expect(areasOf('Lead: Looking for a villa in Sikandra\nLead: ok Fatehabad Road hi dekhte hain, forget Sikandra')[0]).toBe('Fatehabad Road');
    expect(areasOf('Lead: hey, looking for a 1 bed flat to rent in Brixton\nLead: ok let\'s focus on Streatham then')[0]).toBe('Streatham');
    expect(areasOf('Lead: 2bhk on rent chahiye Mira Road mein. Abhi Dahisar mein hu, owner 21k le raha hai\nLead: Reasonable wala dikhao')).toEqual(['Mira Road']);
    expect(areasOf('Lead: Looking for a 2BHK on rent in Kharadi. Currently I pay ₹32,000 in Bellandur')).toEqual(['Kharadi']);
    expect(areasOf('Lead: We rent in Richmond at the moment and quite like Twickenham')).not.toContain('Richmond');
    expect(areasOf('Lead: our max is £380k. We\'d probably offer around 370 if we like it.')).toEqual([]);
  });

  it('reads "X feels right", "X is what they like", "X first preference", "City Centre", "the 3BHK at X", the area after a landmark ("near Technopark, X"), "in raj nagar extension.", "bhaiya pitampura mein 3bhk"; never "X is too crowded", a mall, a bank', () => {
    expect(areasOf('Lead: Calangute is too crowded, Anjuna is fun but noisy. Candolim feels right.')[0]).toBe('Candolim');
    expect(areasOf('Lead: want to buy a 3 BHK in Rajkot for my parents. Raiya Road is what they like.')[0]).toBe('Raiya Road');
    expect(areasOf('Lead: Shahupuri is too crowded. Nagala Park is nice but Ruikar Colony is closer to my in-laws, so Ruikar Colony first preference')[0]).toBe('Ruikar Colony');
    expect(areasOf('Lead: Hello sir, City Centre mein 2bhk rent pe milega? 15k tak')).toEqual(['City Centre']);
    expect(areasOf('Lead: Hi, interested in the 3BHK at Tarabai Park you posted')).toEqual(['Tarabai Park']);
    expect(areasOf('Lead: Hi, need 3BHK house for rent near Technopark, Kazhakkoottam. Family of 4')).toContain('Kazhakkoottam');
    expect(areasOf('Lead: hi is there any 2bhk for rent in raj nagar extension. we are 3 boys')).toEqual(['Raj Nagar Extension']);
    expect(areasOf('Lead: bhaiya pitampura mein 3bhk rent pe chahiye, 35k tak')).toEqual(['Pitampura']);
    expect(areasOf('Lead: need 2bhk for rent in Velachery, near Phoenix mall or Vijaya Nagar side')).not.toContain('Phoenix');
    expect(areasOf('Lead: hi anna, 1bhk for rent in Thillai Nagar? single, working in bank there')).toEqual(['Thillai Nagar']);
  });

  it('reads "the X 7th phase flat listing", a note\'s "• Likes X –"; never the house a buyer has to sell first, or "Pin 682024 area"', () => {
    expect(areasOf('Lead: Hi Suresh, we saw the JP Nagar 7th phase flat listing. Details?')).toEqual(['JP Nagar 7th Phase']);
    expect(areasOf('Lead: • Likes Balewadi – near High Street & kids’ school. Feels Baner is overpriced')[0]).toBe('Balewadi');
    expect(areasOf('Lead: - Looking for 3BHK villa near Edappally. Pin 682024 area ok.\n- Has to sell ancestral house in Thrissur first')).toEqual(['Edappally']);
  });

  it('reads a stage or phase as part of the name ("Vijayanagar 4th stage"), "X then." that settles on a place, "X plot ad", the place of the enquiry the agent follows up, initials ("K.K. Nagar"), a seller\'s "own their ancestral house in X", and "a shop / small office in X"', () => {
    expect(areasOf('Lead: 2bhk rent in Vijayanagar 4th stage? 15k max')).toEqual(['Vijayanagar 4th Stage']);
    expect(areasOf('Lead: Looking for a 1bhk in North Goa to put on Airbnb. Siolim or Assagao\nAgent: Assagao 1BHKs are 85L+ now. Siolim you\'ll get 60-75L\nLead: Siolim then. 60-70 is my range.')[0]).toBe('Siolim');
    expect(areasOf('Lead: Namaskara saar. Devanahalli plot ad nodide. Airport side')).toEqual(['Devanahalli']);
    expect(areasOf('Agent: Hi Sneha, following up on your enquiry for Hinjewadi\nLead: Hi yes. I\'m looking at a 1BHK purely as rental investment')).toEqual(['Hinjewadi']);
    expect(areasOf('Agent: Namaskar sir, you had enquired on MagicBricks about the 2BHK in Dharampeth\nLead: yes. 68 lakh na? is parking included?')).toEqual(['Dharampeth']);
    expect(readAreas(leadTurns(parseConversation('Lead: He and two brothers own their ancestral house in K.K. Nagar, Madurai – 2 grounds, old tiled house.', 'Priya')), 'Priya', true)[0]).toBe('K.K. Nagar');
    expect(areasOf('Lead: wants a shop / small office in Alkapuri for rental income.')).toEqual(['Alkapuri']);
  });

  it('reads "saw ur ad for X", "X property." after an ad, "X ya aas paas", "diversify into X", "eyeing up X", a seller\'s "mum\'s 3 bed semi in X"; never the lead\'s own full name', () => {
    expect(areasOf('Lead: Hi\nLead: saw ur ad for Kondapur')).toEqual(['Kondapur']);
    expect(areasOf('Lead: saw ur ad on fb. Sevoke Road property')).toEqual(['Sevoke Road']);
    expect(areasOf('Lead: Hi, 2bhk chahiye Shankar Nagar ya aas paas, 45 lakh tak.')).toEqual(['Shankar Nagar']);
    expect(areasOf('Lead: - Has 6 BTLs already, wants to diversify into Doncaster')).toEqual(['Doncaster']);
    expect(areasOf('Lead: Random question but is now a good time to buy? Been eyeing up Hoole for ages')).toEqual(['Hoole']);
    expect(readAreas(leadTurns(parseConversation('Lead: Wants to sell mum\'s 3 bed semi in Allestree, DE22. Needs work.', 'Priya')), 'Priya', true)).toEqual(['Allestree']);
    expect(areasOf('Website enquiry – Tom Ashby\nHi, just curious what 2 beds in Hove go for these days?', 'Tom Ashby')).toEqual(['Hove']);
  });

  it('reads "2BHK Sector 20 Kharghar" as one place, "actually X dekh lo", "X ya uske aas paas", "yep still X"; a seller\'s "X wala 2BHK bechna" but never a buyer\'s, nor "Main" (Hindi "I")', () => {
    expect(areasOf('Lead: Hi, enquiry from magicbricks. 2BHK Sector 20 Kharghar')).toEqual(['Sector 20 Kharghar']);
    expect(areasOf('Lead: 1BHK on rent chahiye Lokhandwala side.\nAgent: Lokhandwala mein 48-52k chal raha hai\nLead: actually Versova dekh lo, husband ka office paas hai')[0]).toBe('Versova');
    expect(areasOf('Lead: Namaste sir, pehla ghar le rahe hai, Vijay Nagar ya uske aas paas 2BHK')).toEqual(['Vijay Nagar']);
    expect(areasOf('Agent: So you\'d still be buying in Caversham?\nLead: yep still Caversham, still 4 bed.')).toEqual(['Caversham']);
    expect(areasOf('Lead: Bhai Greater Noida West mein 3BHK chahiye. Indirapuram wala 2BHK bechna hai pehle.')).toEqual(['Greater Noida West']);
    expect(readAreas(leadTurns(parseConversation('Lead: Namaste, Vijay Nagar wala 2BHK bechna tha, scheme 54 mein', 'Priya')), 'Priya', true)).toContain('Vijay Nagar');
    expect(areasOf('Lead: Mera 3BHK flat hai, vechna hai. Main 1.1 cr soch reha si')).toEqual([]);
  });

  it('reads an Indian colony named "X Avenue" ("Ranjit Avenue ch kothi chahidi"), "X zyada prefer", "X dekhte hain", a form\'s "Looking in:", a place before a house code ("Arera Colony E-5 mein"); never where a son lives ("Beta Pune mein hai")', () => {
    expect(areasOf('Lead: Sat Sri Akal paaji. Ranjit Avenue ch kothi chahidi aa, 10 marla')).toEqual(['Ranjit Avenue']);
    expect(areasOf('Lead: BHU ke paas Lanka ya Sunderpur mein 2BHK flat lena hai. Sunderpur bhi theek, Lanka zyada prefer')[0]).toBe('Lanka');
    expect(areasOf('Lead: hmm office is in Goregaon so fine. ok Malad West dekhte hain')).toEqual(['Malad West']);
    expect(areasOf('Lead: Name: Ayan\nLooking in: Salt Lake Sector V\nBudget: 15-22k')).toEqual(['Salt Lake Sector V']);
    expect(readAreas(leadTurns(parseConversation('Lead: Arera Colony E-5 mein mera makaan hai, 2400 sq ft plot, bechna hai\nLead: Do crore bees lakh. Beta Pune mein hai', 'Priya')), 'Priya', true)).toEqual(['Arera Colony']);
  });

  it('reads Kannada "X nalli" (in X)', () => {
    expect(readAreas(leadTurns(parseConversation('Lead: Namaskara saar. Vijayanagar 2nd stage nalli 30x40 site ide, maaratha maadbeku', 'Priya')), 'Priya', true)).toEqual(['Vijayanagar 2nd Stage']);
  });

  it('never reads the home a buyer sells in Tamil or Bengali as where they want to live ("Tambaram la en veedu first sell pannanum", "Amader Salt Lake er flat ta sell korbo")', () => {
    expect(areasOf('Lead: 3BHK venum Velachery side. Tambaram la en veedu first sell pannanum.')).toEqual(['Velachery']);
    expect(areasOf('Lead: 3BHK in New Town chai. Amader Salt Lake er flat ta sell korbo, tarpor.')).toEqual(['New Town']);
    expect(readAreas(leadTurns(parseConversation('Lead: Amader Salt Lake er flat ta sell korte chai. 3BHK, 1400 sqft', 'Priya')), 'Priya', true)).toEqual(['Salt Lake']);
  });

  it('never reads where a seller has seen their next home ("we\'ve seen a place in Portishead we love") as the home they sell', () => {
    const selling = (chat: string) => readAreas(leadTurns(parseConversation(chat, 'Gareth')), 'Gareth', true);
    expect(selling('Lead: we\'re putting our house on the market, 3 bed semi in Bishopston\nLead: In the next couple of months ideally, we\'ve seen a place in Portishead we love')).toEqual(['Bishopston']);
    expect(selling('Lead: selling our 4 bed semi off Otley Road, Harrogate\nLead: Asap really, we\'ve found a place in Ripon')[0]).toBe('Harrogate');
  });
  it('never reads a pronoun as a place ("father will move in with her", "staying in with him")', () => {
    expect(areasOf('Lead: Calling because father is 78 and will move in with her.\nLead: Property: independent house, Rajendra Nagar, Bareilly')).not.toContain('Her');
    expect(areasOf('Lead: mum is moving in with him next month, so we need a 2 bed in Leith')).toEqual(['Leith']);
  });
  it('never reads an idiom, a verb or a word for "near" as a place ("in practice", "in demand", "Liked flat", "chahiye paas me", "Semi-furnished")', () => {
    expect(areasOf('Lead: Could you tell me what that buys in Portobello and how offers over works in practice?')).toEqual(['Portobello']);
    expect(areasOf('Lead: The Garden Quarter seems to be in demand. My budget is around 250k')).not.toContain('Demand');
    expect(areasOf('Lead: 05/03/2026 17:00 | Site visit done. Liked flat, said 48.5 is too much')).toEqual([]);
    expect(areasOf('Lead: hum maa beta rahenge, 1bhk kiraye pe chahiye paas me')).toEqual([]);
    expect(areasOf('Lead: NoBroker chat – 2BHK Semi-furnished, Maninagar East')).not.toContain('Semi-furnished');
  });
});
