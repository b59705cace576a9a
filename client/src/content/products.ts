import type { IconName } from '../components/Icon.js';

/** The spec's product categories; the filter bar adds 'all'. */
export type ProductCategory = 'realestate' | 'projectmanage' | 'custsupp';

/** Spec: Product card (category, title, icon, description, price as a yearly list price, typename, link). */
export interface Product {
  id: string;
  category: ProductCategory;
  title: string;
  icon: IconName;
  description: string;
  /** The yearly list price, as text. */
  price: string;
  typeName: string;
  link: string;
  /** Shown in the Flagship Products block of the home page. */
  flagship: boolean;
}

export const PRODUCTS: readonly Product[] = [
  {
    id: 'aire',
    category: 'realestate',
    title: 'Lead Sentiment Analysis',
    icon: 'chat',
    description:
      'Reads the chat history of every lead in your sheet and tells you who is ready to buy, what they need and what to say next.',
    price: '$749 / year',
    typeName: 'Real Estate',
    link: '/products/aire',
    flagship: true,
  },
  {
    id: 'aigo',
    category: 'projectmanage',
    title: 'Task Prioritizer & Daily Planner',
    icon: 'clock',
    description:
      'Turns a spreadsheet of open tasks into a ranked plan for the day, weighing deadlines, effort and what is blocking whom.',
    price: '$1,499 / year',
    typeName: 'Project Management',
    link: '/products/aigo',
    flagship: true,
  },
  {
    id: 'aifi',
    category: 'realestate',
    title: 'Property Valuation Assistant',
    icon: 'chart',
    description:
      'Estimates a fair price range for each listing in your sheet from its size, location and recent comparable sales, and shows its working.',
    price: '$1,499 / year',
    typeName: 'Real Estate',
    link: '/products/aifi',
    flagship: false,
  },
  {
    id: 'aina',
    category: 'custsupp',
    title: 'Support Ticket Analyzer & Categorizer',
    icon: 'mail',
    description:
      'Sorts incoming tickets by topic, urgency and customer mood, so the angry billing question is answered before the feature wish.',
    price: '$1,499 / year',
    typeName: 'Customer Support',
    link: '/products/aina',
    flagship: false,
  },
  {
    id: 'aipl',
    category: 'custsupp',
    title: 'Response Suggestion Assistant',
    icon: 'sparkle',
    description:
      'Drafts a reply to each open ticket in your team’s tone, drawing on answers you have already given, for an agent to check and send.',
    price: '$1,499 / year',
    typeName: 'Customer Support',
    link: '/products/aipl',
    flagship: false,
  },
];

export const FLAGSHIP_PRODUCTS: readonly Product[] = PRODUCTS.filter((product) => product.flagship);
