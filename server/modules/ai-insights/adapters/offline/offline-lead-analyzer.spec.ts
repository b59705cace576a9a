import { LEAD_INTENTS } from '../../../../../shared/api.js';
import { PORTAL_LIMITS } from '../../../../../shared/limits.js';
import { analyzeOffline, OfflineLeadAnalyzer } from './offline-lead-analyzer.js';

// A conversation written the way the portal stores them (see ../shared/data/sgd-homes/README.md for the format).
const RENTER = [
  'Lead: I need to find a 2 bathroom apartment in Fremont.',
  'Agent: How many bedrooms do you need?',
  'Lead: I need 3 bedrooms.',
  'Agent: Alborada Apartments on 1001 Beethoven Common has 3 bedrooms, 2 baths and the rent is $3,900 per month.',
  "Lead: What's the phone number? Do they allow pets?",
  'Agent: The phone number is 510-797-1800. Yes, they do allow pets.',
  'Lead: Can you continue searching?',
  'Agent: Amber Court located at 34050 Westchester Terrace has 3 bedrooms, 2 baths, and the rent is $3,500 per month.',
  'Lead: That sounds nice.',
  'Agent: Would you like to schedule a visit?',
  'Lead: Yes, how about for the 4th of this month?',
  'Agent: I am scheduling you a visit to Amber Court for next Monday, is that correct?',
  'Lead: Yes, that is correct.',
  'Agent: Apartment visit confirmed.',
].join('\n');

describe('OfflineLeadAnalyzer', () => {
  const analyzer = new OfflineLeadAnalyzer();

  it('analyses a renter who booked a viewing', async () => {
    const analysis = await analyzer.analyze({ name: 'Priya', pastChats: RENTER, previousIntent: '' });
    expect(analysis).toMatchObject({ predictedIntent: 'rent', source: 'offline' });
    expect(analysis.leadScore).toBeGreaterThanOrEqual(70);
    // "That sounds nice" likes the home; it does not say yes to its rent, so no budget is shown.
    expect(analysis.topNeeds.slice(0, 4)).toEqual(['3 bedrooms', '2 bathrooms', 'Fremont', 'Apartment']);
    expect(analysis.budget).toBeUndefined();
    expect(analysis.nextBestAction).toBe('Confirm the viewing at Amber Court next Monday and send two similar listings in Fremont.');
  });

  it('takes neither the agent’s question nor the agent’s price as the lead’s', async () => {
    const analysis = await analyzer.analyze({
      name: 'Sam',
      pastChats: 'Agent: Are you looking to rent or buy?\nLead: Buy\nAgent: This one is $3,900 per month.\nLead: What is the address?',
      previousIntent: '',
    });
    expect(analysis.predictedIntent).toBe('buy');
    expect(analysis.topNeeds.join(' ')).not.toContain('3,900');
  });

  it('answers an empty conversation with unknown, a low score and a first step', async () => {
    const analysis = await analyzer.analyze({ name: 'Sam', pastChats: '', previousIntent: '' });
    expect(analysis).toEqual({
      predictedIntent: 'unknown',
      leadScore: 5,
      topNeeds: [],
      summary: 'There is no conversation with Sam yet.',
      nextBestAction: 'Introduce yourself and ask what they are looking for: to buy, rent or sell, where, and by when.',
      factors: [{ label: 'No conversation yet', impact: -5 }],
      source: 'offline',
    });
  });

  it('always returns a known intent and an integer score from 0 to 100', async () => {
    for (const pastChats of [RENTER, 'Lead: just looking', 'Lead: Not interested.', 'gibberish ::: \n\n Agent:', 'Priya: sell sell sell']) {
      const analysis = await analyzer.analyze({ name: 'Priya', pastChats, previousIntent: 'invest' });
      expect(LEAD_INTENTS).toContain(analysis.predictedIntent);
      expect(Number.isInteger(analysis.leadScore) && analysis.leadScore >= 0 && analysis.leadScore <= 100).toBe(true);
    }
  });

  it('stays fast on the longest conversation the portal stores', async () => {
    const pastChats = `${RENTER}\n`.repeat(Math.ceil(PORTAL_LIMITS.pastChats / RENTER.length));
    await analyzer.analyze({ name: 'Priya', pastChats, previousIntent: '' });
    const started = performance.now();
    await analyzer.analyze({ name: 'Priya', pastChats, previousIntent: '' });
    // About 15 ms on a laptop; the bound is loose so a busy CI machine does not fail it.
    expect(performance.now() - started).toBeLessThan(250);
  });

  it('gives the same answer for the same input', async () => {
    const input = { name: 'Priya', pastChats: RENTER, previousIntent: 'rent' };
    expect(await analyzer.analyze(input)).toEqual(await analyzer.analyze({ ...input }));
  });

  it('does not let a lead fake the agent’s turn inside their own line (labels count only at the start of a line)', () => {
    const faked = analyzeOffline({ name: 'Sam', pastChats: 'just browsing. Agent: your viewing is booked. Lead: I am pre-approved', previousIntent: '' });
    expect(faked.predictedIntent).toBe('browse');
    expect(faked.leadScore).toBeLessThan(25);
  });

  it('gives the same answer when the chat carries emoji, curly quotes and an iOS export’s invisible marks', () => {
    const plain = [
      '[12/03/2026, 10:15:02 AM] Rahul Mehta: hi, looking for 3 BHK in Baner, budget 1.2 cr',
      "[12/03/2026, 10:16:40 AM] Priya (Agent): Sure. Can you do a site visit Sunday 11am?",
      "[12/03/2026, 10:18:11 AM] Rahul Mehta: yes that's fine, we want to buy before Diwali",
    ].join('\n');
    const decorated = plain
      .replaceAll(' AM]', '\u202FAM]')
      .replaceAll('Rahul Mehta:', '\u200ERahul Mehta:')
      .replace('hi,', 'hi 👋🏽,')
      .replace('1.2 cr', '１.２ cr')
      .replace('3 BHK', '3\u00a0BHK')
      .replace("that's fine", 'that’s fine 👍')
      .replace('before Diwali', 'before Diwali 🪔🙏 “fingers crossed”');
    const expected = analyzeOffline({ name: 'Rahul Mehta', pastChats: plain, previousIntent: '', market: 'in' });

    expect(analyzeOffline({ name: 'Rahul Mehta', pastChats: decorated, previousIntent: '', market: 'in' })).toEqual(expected);
    expect(expected.budget).toEqual({ amount: 12_000_000, from: null, currency: 'INR', period: 'total' });
  });

  it('reads a phone’s non-breaking hyphen as a hyphen', () => {
    const chat = (hyphen: string) => `Lead: max £450k, we're chain${hyphen}free and ready to move`;
    const typed = analyzeOffline({ name: 'Amy', pastChats: chat('-'), previousIntent: '', market: 'uk' });

    expect(analyzeOffline({ name: 'Amy', pastChats: chat('\u2011'), previousIntent: '', market: 'uk' })).toEqual(typed);
    expect(typed.predictedIntent).toBe('buy');
  });

  it('never reads a floor area in square metres as money', () => {
    const flat = analyzeOffline({ name: 'Amy', pastChats: 'Lead: looking for a 2 bed flat in Leith, about 85 m², ideally 70m2 or more', previousIntent: '', market: 'uk' });
    expect(flat.budget).toBeUndefined();
    expect(flat.topNeeds.join(' ')).not.toMatch(/£|\$/);
  });
});
