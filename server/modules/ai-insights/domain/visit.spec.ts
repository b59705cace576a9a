import { leadTurns, parseConversation } from './conversation.js';
import { readVisit } from './visit.js';

function visitOf(chat: string) {
  const turns = parseConversation(chat, 'Priya');
  return readVisit(turns, leadTurns(turns));
}

describe('readVisit', () => {
  it('sees a request in the lead’s words and the agent’s confirmation of the booking', () => {
    const visit = visitOf('Lead: Can you schedule a visit to Amber Court for next Monday?\nAgent: Your visit to Amber Court is confirmed for next Monday.');
    expect(visit).toEqual({ requested: true, agreed: false, booked: true, failed: false, declined: false, place: 'Amber Court', when: 'next Monday' });
  });

  it('sees a yes, or a day, in answer to a viewing offer as agreement', () => {
    expect(visitOf('Agent: Would you like to schedule a visit?\nLead: Yes please.').agreed).toBe(true);
    expect(visitOf('Agent: Would you like to see it?\nLead: How about the 4th?').agreed).toBe(true);
  });

  it('sees "no thanks" to a viewing as declining, unless the lead comes back to it', () => {
    expect(visitOf('Agent: Would you like to visit the property?\nLead: No, not right now.').declined).toBe(true);
    expect(visitOf("Agent: Would you like to visit?\nLead: Maybe, but I don't want to schedule anything now.").declined).toBe(true);
    expect(visitOf('Agent: Shall I schedule a visit?\nLead: No, not yet.\nAgent: OK.\nLead: Actually, please book a viewing.').declined).toBe(false);
  });

  it('reads "No, make it the 1st" as changing the day, not declining', () => {
    const visit = visitOf('Lead: Book a visit on the 13th.\nAgent: Confirming a visit to Villa Monterey on March 13th?\nLead: No, make it the 1st.');
    expect(visit).toMatchObject({ requested: true, declined: false });
  });

  it('does not count the agent’s offer or a declined booking as booked, and notices a booking that failed', () => {
    expect(visitOf('Agent: Would you like me to schedule a visit?\nLead: What is the address?').booked).toBe(false);
    expect(visitOf('Lead: Schedule a visit please.\nAgent: Sorry, I was unable to schedule the visit.')).toMatchObject({ booked: false, failed: true });
    expect(visitOf('Lead: Schedule a visit please.\nAgent: Sorry. The visit is not scheduled.')).toMatchObject({ booked: false, failed: true });
    expect(visitOf("Lead: Book a tour.\nAgent: Your tour hasn't been booked yet, shall I try Monday?")).toMatchObject({ booked: false, failed: true });
  });

  it('does not take "no" to "anything else?" as declining a viewing', () => {
    const visit = visitOf('Lead: Schedule a tour.\nAgent: Your tour is booked. Is there anything else?\nLead: No, thanks.');
    expect(visit).toMatchObject({ requested: true, booked: true, declined: false });
  });

  it.each([
    ['Agent: Can you come Sunday 10:30 am?\nLead: Sunday 10:30 ok, my son will come too'],
    ['Agent: Kal subah 10 baje site pe mil lete hain? 2 plot dikhaunga\nLead: haan ji, kal 10 baje done'],
    ['Lead: kal shaam 7 baje dikha sakte ho?\nAgent: haan kal 7 baje fix. Society gate pe milte hai'],
    ['Lead: We’d love a second viewing\nAgent: I can do Thursday 5.45pm or Saturday 9am\nLead: Thursday 5.45 please\nAgent: Done, see you then.'],
    ['Agent: Great. Viewing Monday at 5pm?\nLead: Monday 5pm 👍'],
    ['Agent: Vendors are open to offers so worth a look. Could you do Saturday at 11?\nLead: Saturday 11 is perfect\nAgent: Lovely, booked in.'],
    ['Lead: Let’s see both.\nAgent: Friday 10am Brudenell, then 10.45 Ash Road?\nLead: Friday works'],
    ['Lead: Can we move tomorrow’s viewing at the flat from 4 to 5pm? Stuck at work'],
    ['Agent: Owner se baat karta hoon. Dono ek saath dekh lo, Saturday 11 baje?\nLead: haan done, Saturday 11 baje. wife bhi aayegi'],
    ['Agent: Ok uncle. Ravivar 10 vage aavi shako?\nLead: Haa Ravivar 10 vage. Dikro pan saathe aavse'],
    ['Agent: Sure madam, tomorrow 6 pm?\nLead: seri, 6 pm ok. Address send pannunga'],
    ['Agent: Shonibar 11ta te dekhabo?\nLead: Hya, Shonibar 11ta. Meye o asbe'],
    ['Lead: Parents want to see once before token. Sunday 5 pm?\nAgent: Sunday 5 pm confirmed. I’ll inform the site office'],
  ])('sees a viewing booked in the words Indian and UK agents and leads use: %s', (chat) => {
    expect(visitOf(chat).booked).toBe(true);
  });

  it('does not count a time the lead only proposed, or one they will confirm later', () => {
    expect(visitOf('Lead: hmm ok. Can we see a few on Saturday?\nAgent: Saturday 12 noon? I’ll line up 3 flats\nLead: not sure about Saturday yet, will confirm by Friday').booked).toBe(false);
    const later = visitOf('Lead: ok, 92 is fine for me\nAgent: Great. Can you come this Saturday 10 am to see it?\nLead: will check and confirm');
    expect([later.agreed, later.booked]).toEqual([false, false]);
    expect(visitOf('Agent: When can you come for a site visit?\nLead: Saturday morning?').booked).toBe(false);
    expect(visitOf('Lead: Can we get a viewing this week?\nAgent: I’ll check with the seller and text you some times.').booked).toBe(false);
    expect(visitOf('Agent: Can I call you tomorrow at 6 pm?\nLead: yes 6 pm ok').booked).toBe(false);
  });
});
