import type { LeadInput } from '../../leads/domain/lead.js';

/** Invented leads for the quick start: one of each kind an agent meets, so every part of the dashboard shows. */
export const DEMO_LEADS: LeadInput[] = [
  {
    externalId: 'demo-priya',
    name: 'Priya Sharma',
    previousIntent: 'buy',
    pastChats: [
      'Agent: Hi Priya, thanks for your enquiry about the Maple Grove listings. Are you looking to rent or buy?',
      'Lead: We want to buy. A 3 bedroom house with 2 bathrooms and a garden, ideally near Riverside Park.',
      'Agent: What budget do you have in mind?',
      "Lead: Up to $650,000. We're pre-approved for a mortgage and would like to move before the school year starts.",
      'Agent: I have two houses that fit. Would you like to see them?',
      'Lead: Yes please, can we visit this Saturday morning?',
    ].join('\n'),
  },
  {
    externalId: 'demo-daniel',
    name: 'Daniel Okafor',
    previousIntent: 'rent',
    pastChats: [
      'Lead: Hello, I need a 1 bedroom apartment for rent in Fremont, pets allowed. I have a small dog.',
      'Agent: Sure. What is your monthly budget?',
      'Lead: Around $2,400 a month. My lease ends next month so I need to move soon.',
      'Agent: Amber Court has a 1 bedroom at $2,350 with in-unit laundry. Shall I book a viewing?',
      'Lead: That sounds good. Can I see it on Thursday after 5?',
    ].join('\n'),
  },
  {
    externalId: 'demo-mei',
    name: 'Mei Lin',
    previousIntent: 'sell',
    pastChats: [
      'Lead: Hi, I am thinking of selling my 2 bedroom condo on Oak Street. What could it be worth?',
      'Agent: I can prepare a valuation. When are you hoping to sell?',
      'Lead: In the next 3 months, ideally. I would like to list it before summer.',
    ].join('\n'),
  },
  {
    externalId: 'demo-arjun',
    name: 'Arjun Patel',
    previousIntent: 'invest',
    pastChats: [
      'Lead: I am looking for an investment property, a townhouse or duplex I can rent out.',
      'Agent: What kind of return are you aiming for?',
      'Lead: A rental yield of at least 5%. Budget is 450k, paying cash.',
      'Agent: I will send you three options with their rent history.',
    ].join('\n'),
  },
  {
    externalId: 'demo-sofia',
    name: 'Sofia Rossi',
    previousIntent: '',
    pastChats: [
      'Agent: Hi Sofia, are you looking to rent or buy?',
      "Lead: Just looking for now, not ready to buy this year. I'm curious what prices are like in Downtown.",
      'Agent: Happy to send a monthly market update.',
      'Lead: Sure, that would be nice.',
    ].join('\n'),
  },
  {
    externalId: 'demo-tom',
    name: 'Tom Becker',
    previousIntent: 'buy',
    pastChats: [
      'Agent: Hi Tom, following up on the 4 bedroom house on Elm Avenue. Would you like to schedule a visit?',
      "Lead: No thanks. It's too expensive for us and we are not interested anymore.",
    ].join('\n'),
  },
];
