import { leadTurns, parseConversation } from './conversation.js';
import { amountsSeen, unsupportedMoney } from './supported-money.js';

const seenIn = (chat: string, fallback: 'INR' | 'GBP' | 'USD') => amountsSeen(parseConversation(chat, 'Asha'), fallback);

describe('unsupportedMoney', () => {
  const indian = seenIn('Lead: 3 bhk in Kharadi, 1,120 sq. ft. carpet area, budget 2.5 to 3 cr\nAgent: One at ₹2.8 Cr, token 1 lakh', 'INR');

  it('passes figures the conversation states, in any of its forms', () => {
    expect(unsupportedMoney('Budget ₹2.5–3 crore', indian)).toBeNull();
    expect(unsupportedMoney('Show the flat at ₹2,80,00,000 first.', indian)).toBeNull();
    expect(unsupportedMoney('3 BHK in Kharadi, 1,120 sq ft', indian)).toBeNull();
  });

  it('fails an area shown as money, a converted or invented figure, and money without a currency', () => {
    expect(unsupportedMoney('Budget about $1,120/month', indian)).toBe('an amount the conversation does not state');
    expect(unsupportedMoney('Budget about ₹1,120', indian)).toBe('an amount the conversation does not state');
    expect(unsupportedMoney('Budget about $300,000', indian)).toBe('an amount the conversation does not state');
    expect(unsupportedMoney('Budget 2.5 to 3 million', indian)).toBe('an amount without its currency');
    expect(unsupportedMoney('Budget 25000000', indian)).toBe('an amount without its currency');
  });

  it('knows the market’s currency for a bare amount in the chat', () => {
    const british = seenIn('Lead: looking around 450k for a 3 bed semi', 'GBP');
    expect(unsupportedMoney('Budget about £450,000', british)).toBeNull();
    expect(unsupportedMoney('Budget about $450,000', british)).toBe('an amount the conversation does not state');
  });

  it('does not count a token amount as a figure a budget may quote', () => {
    expect(leadTurns(parseConversation('Lead: paid token 51,000', 'Asha'))).toHaveLength(1);
    expect(unsupportedMoney('Budget ₹51,000', seenIn('Lead: paid token 51,000', 'INR'))).toBe('an amount the conversation does not state');
  });
});
