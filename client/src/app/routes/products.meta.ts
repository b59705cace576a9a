import { productJsonLd } from '../../content/products-json-ld.js';
import type { RouteMeta } from '../page-route.js';

/**
 * A product page's meta with its Product JSON-LD. Built from the meta strings rather than the page content modules,
 * which would otherwise load with every page (the route table is in the entry chunk).
 */
function productMeta(
  id: string,
  name: string,
  category: string,
  availability: 'PreOrder' | 'InStock',
  title: string,
  description: string,
): RouteMeta {
  const path = `/products/${id}`;
  return {
    title,
    description,
    jsonLd: (origin) => [
      productJsonLd(origin, { name, description, path, image: `/images/products/${id}-1.svg`, category, availability }),
    ],
  };
}

/** Titles, descriptions and structured data of the products pages (kept out of the entry chunk: see route-meta.ts). */
export const PRODUCTS_META: Record<string, RouteMeta> = {
  '/products': {
      title: 'AI Tools for Real Estate, Projects & Support | Averra AI',
      description:
        'Five licence-key AI assistants that sync with Google Sheets: lead analysis, valuations, task planning, ticket triage and reply drafts. $69 per month each.',
    },
  '/products/aire': productMeta(
      'aire',
      'Lead Sentiment Analysis',
      'Real Estate',
      'InStock',
      'Lead Sentiment Analysis for Real Estate | Averra AI',
      'Score every real-estate lead from 0 to 100, see their intent and top needs, and get the next best action, straight from your Google Sheet. $69 per month.',
    ),
  '/products/aireland': {
      title: 'Lead Portal Sign-in | Averra AI',
      description:
        'Sign in to the Lead Sentiment Analysis portal with your licence key and the one-time code e-mailed to the licence holder.',
    },
  '/products/airedashboard': {
      title: 'Lead Dashboard | Averra AI',
      description: 'Your leads and their AI insights. Sign in with your licence key to see this page.',
      noindex: true,
    },
  '/products/aifi': productMeta(
      'aifi',
      'Property Valuation Assistant',
      'Real Estate',
      'PreOrder',
      'Property Valuation Assistant | Averra AI',
      'Fair value ranges for every listing in your sheet, with the comparable sales behind each estimate. In development, 60% complete. $69 per month.',
    ),
  '/products/aigo': productMeta(
      'aigo',
      'Task Prioritizer & Daily Planner',
      'Project Management',
      'PreOrder',
      'Task Prioritizer & Daily Planner | Averra AI',
      'Turn your team’s task sheet into a ranked list and a realistic plan for each person’s day. In development, 80% complete. $69 per month.',
    ),
  '/products/aina': productMeta(
      'aina',
      'Support Ticket Analyzer & Categorizer',
      'Customer Support',
      'PreOrder',
      'Support Ticket Analyzer & Categorizer | Averra AI',
      'Sort support tickets by topic, urgency and customer mood, and see which topics are rising. In development, 55% complete. $69 per month.',
    ),
  '/products/aipl': productMeta(
      'aipl',
      'Response Suggestion Assistant',
      'Customer Support',
      'PreOrder',
      'Response Suggestion Assistant | Averra AI',
      'Draft replies to open tickets in your team’s tone, from answers you have already approved. In development, 30% complete. $69 per month.',
    ),
};
