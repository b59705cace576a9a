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

  it('splits a chat pasted on one line at known labels only', () => {
    const turns = parseConversation('Agent: Rent or buy? Lead: Buy. Note: we have 2 kids.', 'Sam');
    expect(turns).toEqual([
      { speaker: 'agent', text: 'Rent or buy?' },
      { speaker: 'lead', text: 'Buy. Note: we have 2 kids.' },
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
});
