import type { LeadInput } from '../../leads/domain/lead.js';

/**
 * Invented leads for the quick start: one of each kind an agent meets, so every part of the dashboard shows, from
 * the three markets (the US ones name dollars; the Indian and UK ones are written the way those chats are).
 */
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
      'Lead: A rental yield of at least 5%. Budget is $450k, paying cash.',
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
  {
    externalId: 'demo-rahul',
    name: 'Rahul Mehta',
    previousIntent: '',
    pastChats: [
      '12/03/26, 10:14 - Messages and calls are end-to-end encrypted. No one outside of this chat can read them.',
      '12/03/26, 10:15 - Rahul Mehta: Hi, saw your ad on 99acres. Looking for 3 BHK in Baner for self use',
      '12/03/26, 10:17 - Kulkarni Realty: Namaste Rahul ji. Ready to move or under construction? And budget?',
      '12/03/26, 10:20 - Rahul Mehta: ready to move preferred. budget 1.2 to 1.4 cr, home loan pre-approved from SBI',
      '12/03/26, 10:21 - Rahul Mehta: carpet area min 1,100 sq ft',
      '12/03/26, 10:25 - Kulkarni Realty: We have 2 options in Baner, 1.35 Cr and 1.5 Cr. Site visit this Sunday 11 am?',
      '12/03/26, 10:26 - Rahul Mehta: Sunday 11 works 👍',
      '12/03/26, 10:27 - Kulkarni Realty: Site visit confirmed for Sunday 11 am. Will share location pin.',
    ].join('\n'),
  },
  {
    externalId: 'demo-ananya',
    name: 'Ananya Iyer',
    previousIntent: 'rent',
    pastChats: [
      'Lead: hello, need a 2bhk on rent in Indiranagar, semi furnished',
      'Agent: Sure! Monthly budget?',
      'Lead: upto 45k. moving from Chennai, joining date is next month so need it before that',
      'Agent: One flat at 48k, 1,050 sq ft, 2nd floor with lift. Can show it tomorrow?',
      'Lead: 48k is a bit steep, anything closer to 40-45?',
    ].join('\n'),
  },
  {
    externalId: 'demo-oliver',
    name: 'Oliver Hughes',
    previousIntent: '',
    pastChats: [
      '[04/03/2026, 18:02:11] Oliver Hughes: Hi, interested in the 3-bed semi on Fog Lane in Didsbury',
      '[04/03/2026, 18:10:45] Hannah - Northside Homes: Hi Oliver, thanks! Are you chain-free, and have you got a mortgage in principle?',
      '[04/03/2026, 18:12:03] Oliver Hughes: First-time buyers so no chain, MIP for up to £430k. Looking at £400–450k overall',
      '[04/03/2026, 18:15:20] Hannah - Northside Homes: Lovely. Could you view on Saturday at 10?',
      '[04/03/2026, 18:16:02] Oliver Hughes: Saturday at 10 is perfect, cheers',
      '[04/03/2026, 18:17:40] Hannah - Northside Homes: Booked you in for the viewing on Saturday at 10am.',
    ].join('\n'),
  },
];
