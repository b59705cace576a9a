import { leadTurns, parseConversation } from './conversation.js';
import { readHomeNeeds } from './needs.js';

function needsOf(chat: string) {
  return readHomeNeeds(leadTurns(parseConversation(chat, 'Priya')));
}

describe('readHomeNeeds', () => {
  it.each([
    ['Lead: I need 3 bedrooms.', 3],
    ['Lead: a two-bedroom place', 2],
    ['Lead: I need an apartment with one bed rooms', 1],
    ['Lead: 4br please', 4],
    ['Lead: 3 beds and 2 baths', 3],
    ['Lead: looking for 3 BHK in Powai', 3],
    ['Lead: 2bhk chahiye', 2],
    ['Lead: a 3-bed semi in Didsbury', 3],
    ['Lead: 1 RK near the station', 0],
  ])('bedrooms in %s', (chat, count) => {
    expect(needsOf(chat).bedrooms).toEqual({ count, atLeast: false });
  });

  it.each([
    ['Lead: It needs 2 bathrooms.', 2],
    ['Lead: two bath rooms', 2],
    ['Lead: 1.5 baths is fine', 1.5],
  ])('bathrooms in %s', (chat, count) => {
    expect(needsOf(chat).bathrooms).toEqual({ count, atLeast: false });
  });

  it('reads "at least" and "2+" as a minimum', () => {
    expect(needsOf('Lead: at least 2 bedrooms and 2+ baths')).toMatchObject({ bedrooms: { count: 2, atLeast: true }, bathrooms: { count: 2, atLeast: true } });
  });

  it('reads a bare number as bedrooms only when the agent just asked how many bedrooms', () => {
    expect(needsOf('Agent: How many bedrooms do you need?\nLead: Three, please.').bedrooms).toEqual({ count: 3, atLeast: false });
    expect(needsOf('Agent: How many bathrooms?\nLead: Just one.').bathrooms).toEqual({ count: 1, atLeast: false });
    expect(needsOf('Agent: How many bedrooms and baths?\nLead: 3').bedrooms).toBeNull();
    expect(needsOf('Agent: When can you visit?\nLead: 3').bedrooms).toBeNull();
  });

  it('never takes the agent’s listing as the lead’s needs', () => {
    expect(needsOf('Agent: It has 3 bedrooms and 2 baths, with a garage.\nLead: What is the address?')).toEqual({
      bedrooms: null,
      bathrooms: null,
      propertyType: null,
      features: [],
    });
  });

  it('keeps the latest answer when the lead changes it', () => {
    expect(needsOf('Lead: 4 bedrooms.\nAgent: Found one.\nLead: Actually 3 bedrooms is enough.').bedrooms?.count).toBe(3);
  });

  it('reads the kind of home, but not from a building’s name', () => {
    expect(needsOf('Lead: Looking for a townhouse.').propertyType).toBe('Townhouse');
    expect(needsOf('Lead: a condo downtown').propertyType).toBe('Condo');
    expect(needsOf('Lead: I want to visit Villa Monterey.').propertyType).toBeNull();
  });

  it('reads features the lead asks for, not the ones they rule out', () => {
    expect(needsOf('Lead: Is there a garage? Do they allow pets? Is there in-unit laundry?').features).toEqual(['garage', 'pets', 'in-unit laundry']);
    expect(needsOf("Lead: We don't need a garage, but it must be furnished.").features).toEqual(['furnished']);
  });

  it.each([
    ['Lead: ready to move 3bhk flat', 'Flat'],
    ['Lead: looking for a plot of 200 sq yd', 'Plot'],
    ['Lead: a 3-bed semi with a garden', 'Semi-detached house'],
    ['Lead: end of terrace is fine', 'Terraced house'],
    ['Lead: looking for a 3 bed terrace in Heaton', 'Terraced house'],
    ['Lead: a two-bed mid-terrace would do', 'Terraced house'],
    ['Lead: a 2 bhk flat with a terrace garden', 'Flat'],
    ['Lead: independent house or builder floor', 'Independent house'],
    ['Lead: a villa in a gated society', 'Villa'],
    ['Lead: a loft in the Pearl District, exposed brick', 'Loft'],
    ['Lead: we want to sell our 3 bed house, it has the loft done', 'House'],
    ['Lead: a semi with a loft conversion please', 'Semi-detached house'],
  ])('the kind of home in %s', (chat, type) => {
    expect(needsOf(chat).propertyType).toBe(type);
  });
});
