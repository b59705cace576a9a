import { LEAD_INTENTS } from '../../../../../shared/api.js';
import { CURRENCIES } from '../../../../../shared/markets.js';

export const MAX_MODEL_NEEDS = 5;
export const MAX_NEED_LENGTH = 60;
export const MAX_SUMMARY_LENGTH = 400;
export const MAX_ACTION_LENGTH = 250;
export const MAX_PHRASE_LENGTH = 60;

export const URGENCIES = ['now', 'soon', 'later', 'none'] as const;
export const FINANCING = ['pre-approved', 'cash', 'mortgage', 'needs-financing', 'none'] as const;
export const BUDGET_PERIODS = ['month', 'week', 'total', 'none'] as const;
export const BUDGET_CURRENCIES = [...CURRENCIES, 'none'] as const;

const flag = (description: string) => ({ type: 'boolean', description });

/**
 * What the model must answer, as an OpenAI structured-output schema (strict: every key required, no others).
 * "None" is a string in the enums rather than null: fewer schema features, so more OpenAI-compatible servers accept it.
 * Lengths the strict mode cannot express are in the descriptions and enforced by parseModelAnswer.
 */
export const MODEL_ANSWER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['predictedIntent', 'intentExplicit', 'topNeeds', 'summary', 'nextBestAction', 'signals'],
  properties: {
    predictedIntent: { type: 'string', enum: [...LEAD_INTENTS], description: 'What the lead wants, from their own words.' },
    intentExplicit: flag('True when the lead said it in words ("we want to rent"), false when it is only implied.'),
    topNeeds: {
      type: 'array',
      maxItems: MAX_MODEL_NEEDS,
      items: { type: 'string', description: `A short phrase, at most ${MAX_NEED_LENGTH} characters, e.g. "3 bedrooms", "Fremont".` },
      description: 'What the lead asked for, most defining first: rooms, area, budget, property type, features.',
    },
    summary: { type: 'string', description: `One or two sentences, at most ${MAX_SUMMARY_LENGTH} characters.` },
    nextBestAction: { type: 'string', description: `One sentence for the agent, at most ${MAX_ACTION_LENGTH} characters.` },
    signals: {
      type: 'object',
      additionalProperties: false,
      required: [
        'justBrowsing',
        'visitRequested',
        'visitAgreed',
        'visitBooked',
        'visitFailed',
        'visitDeclined',
        'budgetAmount',
        'budgetCurrency',
        'budgetPeriod',
        'timelineUrgency',
        'timelinePhrase',
        'financing',
        'notInterested',
        'alreadySorted',
        'priceConcern',
      ],
      properties: {
        justBrowsing: flag('The lead said they are only looking or not ready.'),
        visitRequested: flag('The lead asked, in their own words, to see or visit a home.'),
        visitAgreed: flag('The lead said yes to a viewing the agent offered, or gave a day for it.'),
        visitBooked: flag('The agent confirmed a viewing was booked.'),
        visitFailed: flag('The agent could not book the viewing the lead wanted, and never did later.'),
        visitDeclined: flag('The lead’s last word on a viewing was no.'),
        budgetAmount: {
          type: ['number', 'null'],
          description: 'The budget the lead themself stated, in whole units of its currency (rupees, pounds, dollars: 1.2 crore is 12000000); null if none. Never an area, a deposit, a token amount, an EMI or a price the lead only heard.',
        },
        budgetCurrency: { type: 'string', enum: [...BUDGET_CURRENCIES], description: 'The currency of budgetAmount: the one the chat names, else the market default; "none" without a budget.' },
        budgetPeriod: { type: 'string', enum: [...BUDGET_PERIODS], description: '"month" or "week" for a rent, "total" for a price, "none" without a budget.' },
        timelineUrgency: { type: 'string', enum: [...URGENCIES], description: 'When the lead wants to move: now (days), soon (weeks to 3 months), later.' },
        timelinePhrase: { type: 'string', description: `The lead’s words for the timing ("next week"), at most ${MAX_PHRASE_LENGTH} characters; "" if none.` },
        financing: { type: 'string', enum: [...FINANCING], description: 'How a buyer will pay, as the lead said; "none" if not discussed.' },
        notInterested: flag('The lead wants nothing more from the agent (not just one listing turned down).'),
        alreadySorted: flag('The lead already found, bought or rented a home elsewhere, or decided to stay.'),
        priceConcern: flag('The lead found prices too high.'),
      },
    },
  },
} as const;
