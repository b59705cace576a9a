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
});
