import type { CarouselSlide } from '../components/Carousel.js';
import type { IconName } from '../components/Icon.js';

export interface Benefit {
  icon: IconName;
  title: string;
  text: string;
}

/** One AI tool page (/products/aifi, aigo, aina, aipl): the spec's hero, benefits and launch details. */
export interface ToolPageContent {
  id: 'aifi' | 'aigo' | 'aina' | 'aipl';
  path: string;
  /** The product's category, shown above the title. */
  typeName: string;
  title: string;
  poweredBy: string;
  description: string;
  /** Exactly four, per the spec. */
  features: readonly string[];
  /** Exactly three cards under 'How it can help?'. */
  benefits: readonly Benefit[];
  /** Three slides; slides 1 and 3 also get thumbnails. */
  slides: readonly CarouselSlide[];
  /** Development progress in percent (fixed: the launch status is static). */
  progress: number;
  /** The system flow told to visitors: key issued → portal login → pick data → results. */
  systemFlow: readonly string[];
}

const SLIDE = { width: 1200, height: 750 } as const;

function slides(id: string, alts: readonly [string, string, string]): CarouselSlide[] {
  return alts.map((alt, i) => ({ type: 'image', src: `/images/products/${id}-${i + 1}.svg`, alt, ...SLIDE }));
}

/** The shared first two steps of every tool's system flow. */
const SIGN_IN_STEPS = [
  'Your admin issues a licence key for your team.',
  'You sign in to the portal with the key and a one-time code sent to your e-mail.',
] as const;

export const TOOL_PAGES: Readonly<Record<ToolPageContent['id'], ToolPageContent>> = {
  aifi: {
    id: 'aifi',
    path: '/products/aifi',
    typeName: 'Real Estate',
    title: 'Property Valuation Assistant',
    poweredBy: 'Powered by comparable-sales AI',
    description:
      'Give it the listings you are pricing and it returns a fair value range for each, based on size, location, age and the comparable sales in your own records. Every estimate shows the sales behind it, so you can explain the number to a seller.',
    features: [
      'A value range and midpoint for every listing in your sheet',
      'The comparable sales behind each estimate, side by side',
      'Flags listings priced well above or below their estimate',
      'Syncs with Google Sheets: results land beside your data',
    ],
    benefits: [
      {
        icon: 'chart',
        title: 'Price with confidence',
        text: 'Walk into a listing appointment with a range and the sales that support it, not a hunch.',
      },
      {
        icon: 'clock',
        title: 'Hours back every week',
        text: 'The assistant does the first pass through your sales records; you review the result and adjust.',
      },
      {
        icon: 'level',
        title: 'Spot mispriced stock',
        text: 'See which active listings are drifting away from the market before they go stale.',
      },
    ],
    slides: slides('aifi', [
      'Listings table with an estimated value range and a price flag for each property',
      'Valuation of one flat: the estimate, its range and the four comparable sales behind it',
      'Sheet sync screen: 128 listings read from a Google Sheet and ready to value',
    ]),
    progress: 60,
    systemFlow: [
      ...SIGN_IN_STEPS,
      'You pick the listings sheet to value; the tool syncs it from Google Sheets.',
      'The AI returns a value range and comparables for each listing, written back to your sheet.',
    ],
  },
  aigo: {
    id: 'aigo',
    path: '/products/aigo',
    typeName: 'Project Management',
    title: 'Task Prioritizer & Daily Planner',
    poweredBy: 'Powered by deadline-aware AI',
    description:
      'Point it at the task sheet your team already keeps. Each morning it ranks what is open by deadline, effort and dependencies, and lays out a realistic plan for each person’s day.',
    features: [
      'A ranked task list that updates when the sheet changes',
      'A daily plan for each person that fits their working hours',
      'Warnings for tasks that block others or are about to slip',
      'Syncs with Google Sheets: no new tool for the team to learn',
    ],
    benefits: [
      {
        icon: 'check',
        title: 'Start the day with a plan',
        text: 'Everyone opens their morning to a short, ordered list instead of a wall of open tasks.',
      },
      {
        icon: 'clock',
        title: 'Catch slips early',
        text: 'Tasks that block others, or are running out of time, rise to the top before a deadline is missed.',
      },
      {
        icon: 'team',
        title: 'Shorter status meetings',
        text: 'The plan already shows who is on what and why, so stand-ups can be about problems, not lists.',
      },
    ],
    slides: slides('aigo', [
      'Planner board with tasks ranked into Now, Next and Later columns',
      'Today’s plan for one person: four tasks placed on a timeline from 9:00 to 17:00',
      'Sheet sync screen: 46 tasks read from the team’s Google Sheet',
    ]),
    progress: 80,
    systemFlow: [
      ...SIGN_IN_STEPS,
      'You pick the task sheet to plan from; the tool syncs it from Google Sheets.',
      'The AI returns a ranked list and a daily plan for each person, written back to your sheet.',
    ],
  },
  aina: {
    id: 'aina',
    path: '/products/aina',
    typeName: 'Customer Support',
    title: 'Support Ticket Analyzer & Categorizer',
    poweredBy: 'Powered by language AI',
    description:
      'Export your tickets to a sheet and it reads each one: what it is about, how urgent it is and how the customer feels. Your queue arrives sorted, with the trends behind it.',
    features: [
      'A topic for every ticket, from your own category list',
      'Urgency and sentiment scores to order the queue',
      'A weekly view of which topics are rising',
      'Syncs with Google Sheets exports from your help desk',
    ],
    benefits: [
      {
        icon: 'level',
        title: 'Urgent tickets first',
        text: 'Frustrated customers and time-critical problems move to the top instead of waiting their turn.',
      },
      {
        icon: 'chart',
        title: 'See what keeps coming up',
        text: 'Topic trends show which product issues drive the most tickets, so fixes go where they count.',
      },
      {
        icon: 'team',
        title: 'The right person, first time',
        text: 'Categories match your team’s areas, so billing questions reach billing without a hand-off.',
      },
    ],
    slides: slides('aina', [
      'Ticket queue with a topic, urgency and sentiment label on each ticket',
      'Topic trends chart: billing tickets rising over four weeks',
      'Sheet sync screen: 312 tickets read from a help-desk export in Google Sheets',
    ]),
    progress: 55,
    systemFlow: [
      ...SIGN_IN_STEPS,
      'You pick the ticket export to analyse; the tool syncs it from Google Sheets.',
      'The AI returns a topic, urgency and sentiment for each ticket, written back to your sheet.',
    ],
  },
  aipl: {
    id: 'aipl',
    path: '/products/aipl',
    typeName: 'Customer Support',
    title: 'Response Suggestion Assistant',
    poweredBy: 'Powered by generative AI',
    description:
      'For each open ticket it drafts a reply in your team’s tone, built from answers you have already approved. An agent reads, edits and sends: nothing reaches a customer without a person.',
    features: [
      'A draft reply for every open ticket',
      'Drafts grounded in your approved answers and help articles',
      'Tone options: formal, friendly or brief',
      'Syncs with Google Sheets: drafts appear beside each ticket',
    ],
    benefits: [
      {
        icon: 'clock',
        title: 'Reply in minutes',
        text: 'Agents start from a good draft instead of a blank box, and spend their time on the tricky part.',
      },
      {
        icon: 'check',
        title: 'Consistent answers',
        text: 'Every draft draws on the same approved answers, so customers hear one story from the whole team.',
      },
      {
        icon: 'school',
        title: 'New agents up to speed',
        text: 'Drafts show newcomers how the team answers each kind of question, from their first day.',
      },
    ],
    slides: slides('aipl', [
      'An open ticket with a suggested reply ready to edit and send',
      'Tone picker showing the same reply drafted as formal, friendly and brief',
      'Sheet sync screen: 58 open tickets read from Google Sheets',
    ]),
    progress: 30,
    systemFlow: [
      ...SIGN_IN_STEPS,
      'You pick the open tickets to answer; the tool syncs them from Google Sheets.',
      'The AI returns a draft reply for each ticket, written back to your sheet for an agent to send.',
    ],
  },
};
