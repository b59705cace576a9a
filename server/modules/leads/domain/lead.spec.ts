import { countWords, deriveLeadFields, shortenChats } from './lead.js';

describe('derived lead fields', () => {
  it('count the words of the conversation', () => {
    expect(countWords('Lead: I want a 3-bed flat, please!\nAgent: Sure.')).toBe(9);
    expect(countWords('   ')).toBe(0);
    expect(countWords('— … !!')).toBe(0);
  });

  it('shorten long conversations at a word boundary with an ellipsis', () => {
    const long = 'Lead: ' + 'word '.repeat(100);
    const short = shortenChats(long, 40);
    expect(short.length).toBeLessThanOrEqual(41);
    expect(short.endsWith('word…')).toBe(true);
    expect(shortenChats('Lead: short\nAgent: ok')).toBe('Lead: short Agent: ok');
  });

  it('start the excerpt with what people said, not with the chat app’s own lines', () => {
    const ios = '[14/02/2026, 09:02] Messages and calls are end-to-end encrypted. No one outside of this chat can read them.\n[14/02/2026, 09:02] Sandeep: Namaskar, ghar pahije\n[14/02/2026, 09:16] Sandeep: <Media omitted>\n[14/02/2026, 09:20] Neha - Skyline: Resale aahe';
    expect(shortenChats(ios)).toBe('[14/02/2026, 09:02] Sandeep: Namaskar, ghar pahije [14/02/2026, 09:20] Neha - Skyline: Resale aahe');
    const android = '01/10/25, 19:02 - Messages and calls are end-to-end encrypted. Tap to learn more.\n01/10/25, 19:02 - Karan: hi, 2bhk chahiye\n01/10/25, 19:30 - Karan: This message was deleted';
    expect(shortenChats(android)).toBe('01/10/25, 19:02 - Karan: hi, 2bhk chahiye');
    expect(shortenChats('Lead: my media omitted from the listing? left it.')).toBe('Lead: my media omitted from the listing? left it.');
    expect(shortenChats('He left.\nLead: hi')).toBe('He left. Lead: hi');
  });

  it('mark intents that include buy, in any case', () => {
    expect(deriveLeadFields({ pastChats: '', previousIntent: 'Looking to BUY' }).intentIncludesBuy).toBe(true);
    expect(deriveLeadFields({ pastChats: '', previousIntent: 'rent' }).intentIncludesBuy).toBe(false);
    expect(deriveLeadFields({ pastChats: '' }).previousIntent).toBe('');
  });
});
