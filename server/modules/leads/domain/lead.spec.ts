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

  it('mark intents that include buy, in any case', () => {
    expect(deriveLeadFields({ pastChats: '', previousIntent: 'Looking to BUY' }).intentIncludesBuy).toBe(true);
    expect(deriveLeadFields({ pastChats: '', previousIntent: 'rent' }).intentIncludesBuy).toBe(false);
    expect(deriveLeadFields({ pastChats: '' }).previousIntent).toBe('');
  });
});
