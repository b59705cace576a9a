import { PORTAL_LIMITS } from '../../../../shared/limits.js';
import { extractSignals } from './signals.js';

describe('extractSignals', () => {
  it('reads financing from the lead’s words', () => {
    expect(extractSignals('Sam', 'Lead: We are pre-approved for 600k.', '').financing).toBe('pre-approved');
    expect(extractSignals('Sam', 'Lead: We will pay cash.', '').financing).toBe('cash');
    expect(extractSignals('Sam', 'Lead: We would need a mortgage.', '').financing).toBe('mortgage');
    expect(extractSignals('Sam', "Lead: We aren't pre-approved yet.", '').financing).toBe('needs-financing');
    expect(extractSignals('Sam', 'Agent: Are you pre-approved?\nLead: Hmm.', '').financing).toBeNull();
  });

  it('reads contact requests and negatives', () => {
    const signals = extractSignals('Sam', "Lead: What's their phone number? It's too expensive though.", '');
    expect(signals).toMatchObject({ contactRequested: true, priceConcern: true, notInterested: false });
    expect(extractSignals('Sam', 'Lead: Not interested, please stop contacting me.', '').notInterested).toBe(true);
    expect(extractSignals('Sam', 'Lead: We already found a place, thanks.', '').alreadySorted).toBe(true);
    expect(extractSignals('Sam', 'Lead: Not interested anymore, we bought a house already.', '')).toMatchObject({ notInterested: true, alreadySorted: true });
    expect(extractSignals('Sam', 'Lead: We bought our first home in 2015 and now want to sell it.', '').alreadySorted).toBe(false);
  });

  it('does not take turning down one listing as losing interest', () => {
    expect(extractSignals('Sam', 'Agent: How about Amber Court?\nLead: No, not interested. Search for something else.', '').notInterested).toBe(false);
  });

  it('reads a lead who only accepts a home priced per month as a likely renter', () => {
    const signals = extractSignals('Sam', 'Lead: Find me a place in Napa.\nAgent: Napa Court is $2,400 a month.\nLead: Sounds good, book a visit.', '');
    expect(signals.intent).toMatchObject({ intent: 'rent', strength: 'weak' });
  });

  it('reads only the most recent part of a conversation longer than the portal stores', () => {
    const old = 'Lead: We want to buy.\n';
    const recent = 'Lead: We only want to rent now.\n'.repeat(Math.ceil(PORTAL_LIMITS.pastChats / 32));
    expect(extractSignals('Sam', old + recent, '').intent.ruledOut).not.toContain('buy');
    expect(extractSignals('Sam', old + recent, '').intent.intent).toBe('rent');
  });

  it('counts the lead’s messages, words and questions', () => {
    expect(extractSignals('Sam', 'Lead: Hi there\nAgent: Hello\nLead: Is it furnished?', '')).toMatchObject({ leadMessages: 2, leadWords: 5, leadQuestions: 1 });
  });
  it('never shows an investor\'s money by the month as their budget: it is the rent they want coming in', () => {
    const chat = "Lead: I'm looking to buy a flat in Dundee as an investment. I'd want at least eight hundred a month coming in after your fees";
    expect(extractSignals('Mike', chat, '', 'uk')).toMatchObject({ budget: null, intent: { intent: 'invest' } });
    expect(extractSignals('Mike', "Lead: I'm looking to buy a flat in Dundee as an investment, up to £150k", '', 'uk').budget).toMatchObject({ amount: 150_000 });
  });
});
