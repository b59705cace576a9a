import { writeInsights } from './insight-writer.js';
import { extractSignals } from './signals.js';

function insights(chat: string, name = 'Priya') {
  return writeInsights(extractSignals(name, chat, ''));
}

describe('writeInsights', () => {
  it('asks a renter who wants a viewing to confirm it, and offers similar listings', () => {
    const result = insights(
      'Lead: I need a 3 bedroom apartment to rent in Fremont.\nAgent: Amber Court is $3,500 per month.\nLead: That works for us, can we schedule a visit?\nAgent: Your visit to Amber Court is booked for next Monday.',
    );
    expect(result.summary).toBe('Priya wants to rent a 3-bedroom apartment in Fremont, budget about $3,500 a month. A viewing is booked at Amber Court next Monday.');
    expect(result.nextBestAction).toBe('Confirm the viewing at Amber Court next Monday and send two similar listings in Fremont.');
  });

  it('suggests pre-approval to a buyer without financing, and not to one who has it', () => {
    expect(insights('Lead: We want to buy a 2 bedroom condo in Oakland.').nextBestAction).toBe(
      'Suggest a mortgage pre-approval, then send listings for a 2-bedroom condo in Oakland and offer a viewing.',
    );
    expect(insights('Lead: We want to buy a house, we are paying cash.').nextBestAction).toBe('Send listings for a house and offer viewings this week.');
  });

  it('says what a renter left out and that they ruled out buying', () => {
    const result = insights("Lead: I'm not looking to buy, just renting. A studio in Berkeley.");
    expect(result.summary).toBe('Priya wants to rent a studio in Berkeley, not buy.');
    expect(result.nextBestAction).toBe('Send listings for a studio in Berkeley, ask their monthly budget, and offer a viewing.');
  });

  it('offers a seller a valuation and an investor yield figures', () => {
    expect(insights('Lead: I want to sell my house in San Jose.').nextBestAction).toBe('Offer a free valuation of their home in San Jose and book a listing appointment.');
    expect(insights('Lead: Looking for an investment property with good rental yield.').summary).toBe('Priya is looking for an investment property.');
  });

  it('says what a seller or a landlord asks, never a "budget", and offers a landlord a rental valuation', () => {
    const landlord = writeInsights(extractSignals('Shobha Rao', 'Lead: I have a 2BHK in Vijayanagar 2nd Stage, want to give it on rent.\nAgent: You can ask 15-16k madam\nLead: ok then put 16k. Want someone as soon as possible', '', 'in'));
    expect(landlord.summary).toBe('Shobha Rao wants to rent out their home in Vijayanagar 2nd Stage, asking about ₹16,000 a month. They want a tenant as soon as possible.');
    expect(landlord.topNeeds).toEqual(expect.arrayContaining(['Rental valuation', 'Asking about ₹16,000 a month']));
    expect(landlord.nextBestAction).toBe('Offer a rental valuation of their home in Vijayanagar 2nd Stage and agree the terms to find them a tenant.');
    const seller = writeInsights(extractSignals('Martin', 'Lead: We’re putting our house in Heavitree on the market. We’d want around £425,000', '', 'uk'));
    expect(seller.summary).toMatch(/^Martin wants to sell their house in Heavitree, asking about £425,000\./);
    expect(seller.topNeeds).toEqual(expect.arrayContaining(['Home valuation', 'Asking about £425,000']));
  });

  it('nurtures a browser and closes politely with a lead who is not interested', () => {
    expect(insights('Lead: Just browsing homes in Palo Alto.').nextBestAction).toMatch(/^Nurture: add them to the monthly market update for Palo Alto/);
    const lost = insights('Lead: Not interested, please stop contacting me.');
    expect(lost.summary).toContain('They said they are not interested.');
    expect(lost.nextBestAction).toMatch(/^Close politely/);
  });

  it('offers a viewing later to a lead who turned one down', () => {
    expect(insights('Lead: I need a 2 bedroom apartment.\nAgent: Would you like to visit it?\nLead: No, not now.').nextBestAction).toBe(
      'Send a short list of listings for a 2-bedroom apartment and offer a viewing when they are ready.',
    );
  });

  it('asks an unknown lead what they want, and introduces itself when there is no conversation', () => {
    expect(insights('Lead: Hi, can you help me?')).toEqual({
      topNeeds: [],
      summary: 'Priya has not said whether they want to buy or rent.',
      nextBestAction: 'Ask whether they want to buy or rent, and their budget, area and timeline.',
    });
    expect(insights('')).toEqual({
      topNeeds: [],
      summary: 'There is no conversation with Priya yet.',
      nextBestAction: 'Introduce yourself and ask what they are looking for: to buy, rent or sell, where, and by when.',
    });
  });
});
