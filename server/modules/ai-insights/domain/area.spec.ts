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
});
