import { leadTurns, parseConversation } from './conversation.js';

describe('parseConversation', () => {
  it('tells the agent from the lead by Agent:/Lead:, User:, Customer: and the lead’s own name', () => {
    const turns = parseConversation('Agent: Hi!\nPriya: Hello\nAgent: Rent or buy?\nUser: Buy\nCustomer: In Fremont\nLead: Thanks', 'Priya Shah');
    expect(turns).toEqual([
      { speaker: 'agent', text: 'Hi!' },
      { speaker: 'lead', text: 'Hello' },
      { speaker: 'agent', text: 'Rent or buy?' },
      { speaker: 'lead', text: 'Buy\nIn Fremont\nThanks' },
    ]);
  });

  it('recognises the full name and other agent labels, case-insensitively', () => {
    const turns = parseConversation('ASSISTANT: Where?\npriya shah: Oakland\nRealtor: Noted', 'Priya Shah');
    expect(turns.map((t) => t.speaker)).toEqual(['agent', 'lead', 'agent']);
  });

  it('reads a lead note or a call note the agent wrote, even signed with the firm, as what the lead said; an agent’s own note stays the agent’s', () => {
    expect(parseConversation('Lead note (Ramesh, Kakatiya Homes): Customer Ms. Lavanya looking for 2BHK in Kazipet. Budget 35-40L.', 'Lavanya')).toEqual([
      { speaker: 'lead', text: 'Lead note (Ramesh, Kakatiya Homes): Customer Ms. Lavanya looking for 2BHK in Kazipet. Budget 35-40L.' },
    ]);
    expect(parseConversation('Lead: pls call after 6\nAgent note: called back 6:20 pm, no answer. Will try again tomorrow.', 'Amol').at(-1)).toMatchObject({ speaker: 'agent' });
  });

  it('counts text without any label as the lead’s', () => {
    expect(parseConversation('Looking for a 3 bed house in Fremont.\nBudget: 900k', 'Sam')).toEqual([
      { speaker: 'lead', text: 'Looking for a 3 bed house in Fremont.\nBudget: 900k' },
    ]);
  });

  it('keeps an unlabelled line after a labelled one with that speaker, as a multi-line message', () => {
    const turns = parseConversation('Agent: Here are two homes:\n- 12 Oak St, $3,900 per month\nLead: I like it', 'Sam');
    expect(turns[0]).toEqual({ speaker: 'agent', text: 'Here are two homes:\n- 12 Oak St, $3,900 per month' });
    expect(turns[1]).toEqual({ speaker: 'lead', text: 'I like it' });
  });

  it('counts a label only at the start of a line: one inside a line is the lead’s own text', () => {
    const turns = parseConversation('just browsing. Agent: your viewing is booked. Lead: I am pre-approved', 'Sam');
    expect(turns).toEqual([{ speaker: 'lead', text: 'just browsing. Agent: your viewing is booked. Lead: I am pre-approved' }]);
    expect(parseConversation('Agent: Rent or buy? Lead: Buy.', 'Sam')).toEqual([{ speaker: 'agent', text: 'Rent or buy? Lead: Buy.' }]);
  });

  it('reads WhatsApp exports from iOS and Android, with their stamps before the speaker', () => {
    const ios = parseConversation('[12/03/2024, 10:15:02] Sam Agent: Rent or buy?\n[12/03/2024, 10:16:40] Priya Shah: Buy', 'Priya Shah');
    const android = parseConversation('12/03/2024, 10:15 - Agent: Rent or buy?\n12/03/24, 9:16 pm - Priya Shah: Buy, in Pune', 'Priya Shah');
    expect(ios).toEqual([
      { speaker: 'agent', text: 'Rent or buy?' },
      { speaker: 'lead', text: 'Buy' },
    ]);
    expect(android).toEqual([
      { speaker: 'agent', text: 'Rent or buy?' },
      { speaker: 'lead', text: 'Buy, in Pune' },
    ]);
  });

  it('reads an export whose agent writes under a firm’s name, and drops the app’s own lines', () => {
    const chat = [
      '12/03/26, 10:14 - Messages and calls are end-to-end encrypted. No one outside of this chat can read them.',
      '12/03/26, 10:15 - Sharma Realty: Namaste ji, 2bhk or 3bhk?',
      '12/03/26, 10:16 - Rahul: 3 bhk',
      '12/03/26, 10:16 - Rahul: <Media omitted>',
      '12/03/26, 10:17 - Sharma Realty: This message was deleted',
    ].join('\n');
    expect(parseConversation(chat, 'Rahul Mehta')).toEqual([
      { speaker: 'agent', text: 'Namaste ji, 2bhk or 3bhk?' },
      { speaker: 'lead', text: '3 bhk' },
    ]);
  });

  it('takes the other sender of an export as the agent when one is the lead, even under a plain name', () => {
    const chat = '[12/03/2026, 10:15:02] Olivia Hart: hi is the flat still available?\n[12/03/2026, 10:20:40] Tom Baker: Yes! Viewing Saturday?';
    expect(parseConversation(chat, 'Olivia Hart').map((t) => t.speaker)).toEqual(['lead', 'agent']);
    const named = '[12/03/2026, 10:15:02] Tom - Foxtons: Hi Tom here\n[12/03/2026, 10:20:40] Tom Reid: hi';
    expect(parseConversation(named, 'Tom Reid').map((t) => t.speaker)).toEqual(['agent', 'lead']);
  });

  it('reads a speaker label on its own line, with the message on the lines after it; Me: is the agent', () => {
    const chat = 'Customer:\nHi, need a 2bhk\nin Powai\nMe:\nSure, budget?\nCustomer:\n1.2 cr';
    expect(parseConversation(chat, '')).toEqual([
      { speaker: 'lead', text: 'Hi, need a 2bhk\nin Powai' },
      { speaker: 'agent', text: 'Sure, budget?' },
      { speaker: 'lead', text: '1.2 cr' },
    ]);
    expect(parseConversation('Priya (Agent): Hello\nPriya: hi', 'Priya Shah').map((t) => t.speaker)).toEqual(['agent', 'lead']);
  });

  it('takes a name that starts several lines beside the agent’s as the lead, and a field such as Budget: as text', () => {
    const chat = 'Agent: Hi, what are you looking for?\nAnkit: flat in Baner\nAgent: Budget?\nAnkit: around 90L\nBudget: flexible';
    expect(parseConversation(chat, '')).toEqual([
      { speaker: 'agent', text: 'Hi, what are you looking for?' },
      { speaker: 'lead', text: 'flat in Baner' },
      { speaker: 'agent', text: 'Budget?' },
      { speaker: 'lead', text: 'around 90L\nBudget: flexible' },
    ]);
  });

  it('returns no turns for an empty conversation', () => {
    expect(parseConversation('', 'Sam')).toEqual([]);
    expect(parseConversation('  \n \n', 'Sam')).toEqual([]);
  });
});

describe('leadTurns', () => {
  it('pairs each lead message with the agent question it answers', () => {
    const turns = leadTurns(parseConversation('Lead: Hi\nAgent: Rent or buy?\nLead: Buy', 'Sam'));
    expect(turns.map(({ text, question, index }) => ({ text, question, index }))).toEqual([
      { text: 'Hi', question: null, index: 0 },
      { text: 'Buy', question: 'Rent or buy?', index: 1 },
    ]);
    expect(turns[1].clauses).toEqual(['buy']);
  });

  it('gives the reply pasted under a separator line to the other side, as in an e-mail thread', () => {
    const turns = parseConversation('Hi, what do 2 bed flats in Leith go for?\nCallum\n---\nHi Callum, mostly between £240k and £290k.', 'Callum Reid');
    expect(turns.map((t) => t.speaker)).toEqual(['lead', 'agent']);
    expect(turns[1].text).toBe('Hi Callum, mostly between £240k and £290k.');
  });

  it('reads portal enquiry fields as text, and a pasted "Reply:" as the agent', () => {
    const turns = parseConversation('Buyer Name: Debasish Mohanty\nProperty Type: Apartment – 2 BHK\nBudget: ₹40 Lac – ₹55 Lac\nReply: Dear Debasish, thank you.', 'Debasish Mohanty');
    expect(turns.map((t) => t.speaker)).toEqual(['lead', 'agent']);
    expect(turns[0].text).toContain('Budget: ₹40 Lac – ₹55 Lac');
  });

  it('reads a quoted e-mail thread: each "On …, Name wrote:" names the sender of the lines quoted under it', () => {
    const thread = 'From: Aisha Bello\nThanks Helen. How do I book a viewing?\nAisha\n> On 10 Feb 2026, Helen Marsh wrote:\n> A 25% share is £85,000, with rent of £701 pcm.\n>\n>> On 9 Feb 2026, Aisha Bello <aisha@example.com> wrote:\n>> I can afford a share up to about £85-90k.';
    const turns = parseConversation(thread, 'Aisha Bello');
    expect(turns.map((t) => t.speaker)).toEqual(['lead', 'agent', 'lead']);
    expect(turns[1].text).toBe('A 25% share is £85,000, with rent of £701 pcm.');
    expect(turns[2].text).toBe('I can afford a share up to about £85-90k.');
  });

  it('reads a separator line with words in it ("--- Reply sent 08/04/2026 ---") as the other side writing next', () => {
    const turns = parseConversation('Comments: Is the rent negotiable?\n--- Reply sent 08/04/2026 ---\nThe landlord is firm on £695pcm.', 'Aidan');
    expect(turns.map((t) => t.speaker)).toEqual(['lead', 'agent']);
  });

  it('reads the role before a dash in a label: "Lead - Arvind Kumar" is the lead, "Agent - Skyline Hyd" the agent', () => {
    const turns = parseConversation('Lead - Arvind Kumar: Budget 2.5 to 3 Cr\nAgent - Skyline Hyd: 3bhk comes to 2.6 Cr', 'Arvind Kumar');
    expect(turns.map((t) => t.speaker)).toEqual(['lead', 'agent']);
  });

  it('reads an e-mail’s "From:" header as its sender, and a label with "@" in it', () => {
    const thread = 'From: Neha Kapoor, Westside Realty\nDone, Saturday 11 am confirmed.\n> From: Amit Deshmukh (San Jose, CA)\n> My budget is about $120k.';
    expect(parseConversation(thread, 'Amit Deshmukh').map((t) => t.speaker)).toEqual(['agent', 'lead']);
    expect(parseConversation('Janet: a bungalow for my mum\nHarriet @ Ecclesall Estates: one at £375,000', 'Janet').map((t) => t.speaker)).toEqual(['lead', 'agent']);
  });

  it('reads a text thread’s "Sat 14 Mar 15:02 – Name:" stamps, with "Me" as the agent', () => {
    const thread = 'Sat 14 Mar 15:02 – Rhys: just looking at the houses in Mumbles\nSat 14 Mar 15:15 – Me: Our listings start around £240,000';
    expect(parseConversation(thread, 'Rhys').map((t) => t.speaker)).toEqual(['lead', 'agent']);
  });

  it('reads the sender quoted under a reply as the agent even when the lead signs with another name', () => {
    const reply = 'Hi Rachel,\nOur budget is around £700k.\nCheers,\nOwen\n-----Original Message-----\nFrom: Rachel Gough <rachel@example.co.uk>\nSent: 02 October 2025 16:40\nI’d put your current flat at around £480,000.';
    expect(parseConversation(reply, 'Owen Ridley').map((t) => t.speaker)).toEqual(['lead', 'agent']);
    const wrote = 'We’d like to list at £425,000.\nHelen\nOn 26 Feb 2026, at 10:03, Sarah Bell <sarah@example.co.uk> wrote:\n> I’d recommend a guide of £395,000–£410,000.';
    expect(parseConversation(wrote, 'Helen Marsh').map((t) => t.speaker)).toEqual(['lead', 'agent']);
    // An enquiry's own "From:" under a portal's heading is the lead, however they write their name.
    expect(parseConversation('Website enquiry\nFrom: Dr Helen Marsh & Mr Owen Marsh\nWe’ll be cash buyers.', 'Helen Marsh').map((t) => t.speaker)).toEqual(['lead']);
  });

  it('reads the lead’s whole name before a dash as the lead ("Ahmed Siddiqui - Kuwait"), and another name there as the agent', () => {
    const chat = 'Ahmed Siddiqui - Kuwait:\nNeed a tenant asap\nMe:\nFurnished or bare?';
    expect(parseConversation(chat, 'Ahmed Siddiqui').map((t) => t.speaker)).toEqual(['lead', 'agent']);
    expect(parseConversation('Tom: hi\nTom - Foxtons: hello', 'Tom Baker').map((t) => t.speaker)).toEqual(['lead', 'agent']);
  });

  it('reads a firm after an en dash as the agent ("Tom – Midland Lets:"), and a clock as no label', () => {
    const chat = '[27/02/2026, 14:03] Aisha: is the room still available?\n[27/02/2026, 14:15] Tom – Midland Lets: yes it is!\n[27/02/2026, 14:16] Aisha: ok';
    expect(parseConversation(chat, 'Aisha Patel').map((t) => t.speaker)).toEqual(['lead', 'agent', 'lead']);
    expect(parseConversation('Phone call – 11:05 – caller: Mrs Deborah Fenwick\nWanted a general chat.', 'Deborah Fenwick').map((t) => t.speaker)).toEqual(['lead']);
  });

  it('reads a couple quoted under "On …, Raj & Emily Patel wrote:" as the lead', () => {
    const thread = 'Hi Grace, Saturday is great.\nRaj\nOn 2 Jun 2026, at 16:40, Grace Adeyemi (Harborne Property Co) wrote:\n> The property is on at £495,000.\nOn 2 Jun 2026, at 08:14, Raj & Emily Patel wrote:\n> our budget is about half a mil';
    expect(parseConversation(thread, 'Raj Patel').map((t) => t.speaker)).toEqual(['lead', 'agent', 'lead']);
  });

  it('reads a reply that starts on its header’s line ("Reply – Rhys, Canton & Co: Hi Lucy, …") as the agent', () => {
    const turns = parseConversation('Hi, what are 3 bed terraces going for in Canton?\nLucy\n\nReply – Rhys, Canton & Co: Hi Lucy, typically £280k–£340k.', 'Lucy Evans');
    expect(turns.map((t) => t.speaker)).toEqual(['lead', 'agent']);
    expect(turns[1].text).toContain('£280k–£340k');
  });

  it('reads a reply pasted under an enquiry ("Reply – Suresh, Western Line Realtors:") as the agent', () => {
    const thread = 'Hello,\nCould you send me a rough idea of 3BHK prices in Goregaon?\nThanks,\nMeera Iyer\n\nReply – Suresh, Western Line Realtors:\nDear Meera, 3BHK in Goregaon East ranges 2.8-4.5 cr.';
    const turns = parseConversation(thread, 'Meera Iyer');
    expect(turns.map((t) => t.speaker)).toEqual(['lead', 'agent']);
    expect(turns[1].text).toContain('2.8-4.5 cr');
  });

  it('reads an e-mail reply that greets the lead by name ("Hi Mark,") as the agent, and a salutation to someone else under it ("Priya,") as the lead', () => {
    const thread = 'Hi Ms. Bhatia,\nMy housing allowance is USD 2,000 per month.\nBest,\nMark\n\nHi Mark,\nWelcome! Furnished 3BHKs range from ₹1.5 to 2.2 lakh per month.\nRegards, Kavya\n\nKavya,\nSounds good, please share the shortlist.';
    const turns = parseConversation(thread, 'Mark Jensen');
    expect(turns.map((t) => t.speaker)).toEqual(['lead', 'agent', 'lead']);
    expect(turns[1].text).toContain('₹1.5 to 2.2 lakh');
    expect(parseConversation('Agent:\nHi there,\nwe have two flats.', 'Mark Jensen').map((t) => t.speaker)).toEqual(['agent']);
  });

  it('reads a WhatsApp sender the exporting phone has not saved, shown as their number, as a person', () => {
    const chat = '12/04/26, 18:20 - +91 98422 xxxxx: Hi is this still available\n12/04/26, 18:31 - Senthil Properties: Hi sir, which property?\n12/04/26, 18:33 - +91 98422 xxxxx: the one in Hasthampatti u posted in olx';
    const turns = parseConversation(chat, 'Lead');
    expect(turns.map((t) => t.speaker)).toEqual(['lead', 'agent', 'lead']);
    expect(turns[2].text).toBe('the one in Hasthampatti u posted in olx');
  });

  it('reads logged text messages: "SMS from <number>, <time>:" and "Text from Craig …:" are the lead, "Reply (Agent), <time>:", "SMS out …:" and a firm\'s name the agent', () => {
    const log = 'SMS from +91 95300XXXXX, 19/01/26 7:52 PM:\nHello sir, Ramesh here. What is the going rate for 2bhk?\nReply (Agent), 8:05 PM:\nJi, 2BHK flats are 38-50 lakh.\nSMS 8:11 PM:\nok thanks';
    expect(parseConversation(log, 'Ramesh Paliwal').map((t) => t.speaker)).toEqual(['lead', 'agent', 'lead']);
    const sms = 'SMS in 10/03 08:12 (Fraser Milne): Morning, we need to sell\nSMS out 10/03 08:30: Morning Fraser, thanks.\nSMS 14:20 Agent (Shree Realty): Hello sir\nSMS 02/03 9:14 am – Fraser: ok';
    expect(parseConversation(sms, 'Fraser Milne').map((t) => t.speaker)).toEqual(['lead', 'agent', 'lead']);
    const text = 'Text from Craig (07700 900731), Mon 9 Feb 17:55:\nAny news on a closing date?\nReply 18:02:\nHi Craig, not yet.';
    expect(parseConversation(text, 'x').map((t) => t.speaker)).toEqual(['lead', 'agent']);
  });

  it('reads a new salutation after a sign-off as the other side\'s e-mail, but not one quoted under "On …, … wrote:"', () => {
    const thread = 'Dear Sir/Madam,\nMy budget is around USD 150,000.\nRegards,\nMeenakshi Sundaram\n\nDear Madam,\nThank you. USD 150k is approx 1.25-1.3 Cr.\nRegards, Temple City Realtors';
    expect(parseConversation(thread, 'Meenakshi Sundaram').map((t) => t.speaker)).toEqual(['lead', 'agent']);
    const quoted = 'Dear Dr Rao,\nDetails attached.\nBest regards,\nIan Armstrong\n\nOn 3 Mar 2026, at 09:14, Anjali Rao wrote:\n> Dear Mr Armstrong,\n> Our budget is in the region of £350,000 to £400,000.';
    expect(parseConversation(quoted, 'Anjali Rao').at(-1)).toMatchObject({ speaker: 'lead', text: expect.stringContaining('£350,000') });
  });

  it('reads an SMS app\'s sides in brackets: "[Them]" is the lead, "[Me]" the agent; "[10:02]" stays a time', () => {
    const thread = 'SMS thread - 07700 900418\n[Them] Hiya, saw the 2 bed on Stricklandgate, is it still going?\n[Me] Hi, yes still available.\n[Them] yeah first time buyer, we can go up to 225k';
    expect(parseConversation(thread, 'Chloe Airey').map((t) => t.speaker)).toEqual(['lead', 'agent', 'lead']);
    expect(parseConversation(thread, 'Chloe Airey').at(-1)?.text).toBe('yeah first time buyer, we can go up to 225k');
  });

  it('reads "Msg 3 (lead, 08:41):" and "Msg 2 (agent, 08:30):" by the side named first in brackets', () => {
    const log = 'Msg 1 (lead, 08:12): 2bhk chahiye Ranchi me\nMsg 2 (agent, 08:30): Argora side 48-52 me mil jayega\nMsg 3 (lead, 08:41): thik hai fir Argora me hi dikhaiye';
    expect(parseConversation(log, 'Alok Kumar Sinha').map((t) => t.speaker)).toEqual(['lead', 'agent', 'lead']);
  });

  it('reads a portal form\'s "Property of interest:" as a field, not a speaker', () => {
    const form = 'New enquiry from s1homes\nName: Alasdair Ross\nProperty of interest: 3 bed semi, Broughty Ferry\nMessage: We have a budget up to £210,000\n\nAgent: Hi Alasdair, no closing date set yet.';
    expect(parseConversation(form, 'Alasdair Ross').map((t) => t.speaker)).toEqual(['lead', 'agent']);
  });
  it('reads a heading underlined with "---" as the form\'s title, not the line before a reply', () => {
    const form = 'Portal enquiry – Rent\n---\nName: S. Gomathi\nLooking for: Rent – 2 BHK\nBudget: ₹10,000 – ₹13,000 / month';
    expect(parseConversation(form, 'S. Gomathi')).toEqual([{ speaker: 'lead', text: expect.stringContaining('Budget: ₹10,000') }]);
  });

  it('reads the notes of a CRM log after their time stamps, while a chat app\'s own stamped lines stay out', () => {
    const log = 'CRM – Lead details\nName: Kiran Vadlamudi\nNotes:\n[21-Jan 10:30] Call with Kiran (evening his time). Wants 1–2 flats in Kakinada to rent out, purely investment.';
    expect(parseConversation(log, 'Kiran Vadlamudi')[0].text).toContain('Wants 1–2 flats in Kakinada');
    const chat = '[12/03/2026, 10:15] Messages and calls are end-to-end encrypted. No one outside of this chat can read them.\n12/03/26, 10:16 - Rahul added Priya to the group chat\n[12/03/2026, 10:17] Priya: 2bhk chahiye';
    expect(parseConversation(chat, 'Priya')).toEqual([{ speaker: 'lead', text: '2bhk chahiye' }]);
  });

  it('reads "Nadia | Peak Lettings:" as the agent\'s name and firm', () => {
    const chat = '[22/04/2026, 08:13] Martin Ellis: how much do you reckon it’d get?\n[22/04/2026, 09:30] Nadia | Peak Lettings: Similar 2 beds are letting for £800-£850 pcm';
    expect(parseConversation(chat, 'Martin Ellis').map((t) => t.speaker)).toEqual(['lead', 'agent']);
    const form = 'Housing.com lead | Name: Rohan Kulkarni | Phone: 97654 10283 | Message: Interested in 2 BHK in Wakad. Budget around one crore twenty lakh max.\nAgent: Hi Rohan, sharing 3 options in Wakad';
    expect(parseConversation(form, 'Rohan Kulkarni').map((t) => t.speaker)).toEqual(['lead', 'agent']);
  });
  it('reads "[SMS] 14/05/2026 13:02 Name:" lines by their sender', () => {
    const log = '[SMS] 14/05/2026 13:02 Debasish Routray: Hi, what are flat rates these days in Balasore?\n[SMS] 14/05/2026 13:20 Agent: Hello sir, 2BHK in town approx 28-40 L\n[SMS] 14/05/2026 13:22 Debasish Routray: ok send, no calls pls';
    expect(parseConversation(log, 'Debasish Routray')).toEqual([
      { speaker: 'lead', text: 'Hi, what are flat rates these days in Balasore?' },
      { speaker: 'agent', text: 'Hello sir, 2BHK in town approx 28-40 L' },
      { speaker: 'lead', text: 'ok send, no calls pls' },
    ]);
    const texts = '[SMS] 07700 900612: hi is the flat on Holburn St still available to let?\n[SMS] Agent: Hi, yes it is. £695pcm.\n[SMS] 07700 900612: aye maybe, is it ok for a dog?';
    expect(parseConversation(texts, 'Fraser').map((t) => t.speaker)).toEqual(['lead', 'agent', 'lead']);
  });
  it('reads "Agent - Lisa, Fenland Homes:" as the agent, a portal\'s "Housing.com lead:" form as the lead, and "Hi Mike," as the agent greeting a lead who signed "Mike"', () => {
    const chat = 'Lead - Sophie: hi, just watching prices in Yaxley\nAgent - Lisa, Fenland Homes: Hi Sophie! 3 bed semis are £250k-£275k\nLead - Sophie: ok ta';
    expect(parseConversation(chat, 'Sophie Marsh').map((t) => t.speaker)).toEqual(['lead', 'agent', 'lead']);
    const form = 'Housing.com lead: Name - Gaurav Agarwal; Purpose - Investment; Budget - 25 L to 30 L\nCall 11/02 7:40pm (me): Confirmed he is buying only for investment.';
    expect(parseConversation(form, 'Gaurav Agarwal')[0]).toMatchObject({ speaker: 'lead', text: expect.stringContaining('Budget - 25 L to 30 L') });
    const email = 'From: Michael Brennan\nHi there,\nI have about $180,000 set aside.\nBest,\nMike\n---\nReply:\nHi Mike,\nOffers over prices are around £120,000-£145,000.\nLaura';
    expect(parseConversation(email, 'Michael Brennan').map((t) => t.speaker)).toEqual(['lead', 'agent']);
  });
  it('reads "Chloe @ Wrekin Lets:" as the agent in a chat export', () => {
    const chat = '18/02/26, 21:07 - Ryan Matthews: u got any 2 beds to rent in wellington? 750 max\n18/02/26, 21:30 - Chloe @ Wrekin Lets: Hi Ryan! We\'ve got one at £775pcm\n19/02/26, 10:02 - Dan @ Wrekin Sales: Hi Ryan, Dan from sales.\n19/02/26, 10:05 - Ryan Matthews: yh go on';
    expect(parseConversation(chat, 'Ryan Matthews').map((t) => t.speaker)).toEqual(['lead', 'agent', 'lead']);
  });
});
