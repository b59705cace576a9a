import type { Market } from '../../../../shared/markets.js';

/** The words an agent in each market uses for the same step: the card speaks the agent's language. */
export interface MarketWords {
  /** "site visit" in India, "viewing" in the UK and the US. */
  visit: string;
  preApproved: string;
  /** The summary's sentence for a lead whose finance is in place, and for one who pays cash. */
  preApprovedNote: string;
  cashNote: string;
  /** What to suggest to a buyer with no finance yet. */
  financeStep: string;
  mortgageTalk: string;
  cash: string;
  noFinance: string;
  /** How the market counts bedrooms on a card: "3 BHK" in India, "3 bedrooms" elsewhere. */
  bedrooms: (count: number, atLeast: boolean) => string | null;
}

const US: MarketWords = {
  visit: 'viewing',
  preApproved: 'Pre-approved for a mortgage',
  preApprovedNote: 'They are pre-approved for a mortgage.',
  cashNote: 'They are paying cash.',
  financeStep: 'a mortgage pre-approval',
  mortgageTalk: 'Talked about a mortgage',
  cash: 'Paying cash',
  noFinance: 'No financing yet',
  bedrooms: () => null,
};

export const MARKET_WORDS: Record<Market, MarketWords> = {
  us: US,
  uk: {
    ...US,
    preApproved: 'Mortgage in principle',
    preApprovedNote: 'They have a mortgage in principle.',
    cashNote: 'They are a cash buyer.',
    financeStep: 'a mortgage in principle',
    cash: 'Cash buyer',
    noFinance: 'No mortgage in principle yet',
  },
  in: {
    ...US,
    visit: 'site visit',
    preApproved: 'Home loan pre-approved',
    preApprovedNote: 'Their home loan is pre-approved.',
    cashNote: 'They are paying from their own funds.',
    financeStep: 'a home loan pre-approval',
    mortgageTalk: 'Talked about a home loan',
    cash: 'Paying from own funds',
    noFinance: 'No home loan yet',
    bedrooms: (count, atLeast) => `${count}${atLeast ? '+' : ''} BHK`,
  },
};
