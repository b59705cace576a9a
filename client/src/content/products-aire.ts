import type { CarouselSlide } from '../components/Carousel.js';
import type { Benefit } from './products-tools.js';

export interface AirePageContent {
  eyebrow: string;
  title: string;
  poweredBy: string;
  description: string;
  features: readonly string[];
  yearlyPrice: string;
  /** Three slides; the third is a short video shown with its poster. */
  slides: readonly CarouselSlide[];
  benefits: readonly Benefit[];
  portalViews: readonly string[];
  systemFlow: readonly string[];
}

/** /products/aire: the lead-analysis assistant for real-estate agents, the one product with a live portal. */
export const AIRE_PAGE: AirePageContent = {
  eyebrow: 'AI assistant for real-estate leads',
  title: 'Lead Sentiment Analysis',
  poweredBy: 'Powered by conversation AI',
  description:
    'Connect the sheet where your leads and their chat history live. For each lead the assistant predicts what they want, scores how ready they are from 0 to 100, lists their top needs and suggests your next best action.',
  features: [
    'Predicted intent: buy, rent, sell, invest or just browsing',
    'A lead score from 0 to 100: green above 70, yellow above 40, red below',
    'Top needs taken from the lead’s own words: budget, area, bedrooms, timeline',
    'A one-line summary and the next best action for every lead',
  ],
  yearlyPrice: '$749 / year',
  slides: [
    {
      type: 'image',
      src: '/images/products/aire-1.svg',
      alt: 'Lead list with eight leads from a Google Sheet, each with its predicted intent and lead score',
      width: 1200,
      height: 750,
    },
    {
      type: 'image',
      src: '/images/products/aire-2.svg',
      alt: 'AI insights for one lead: a lead score of 82, intent to buy, top needs and the next best action',
      width: 1200,
      height: 750,
    },
    {
      type: 'video',
      src: '/images/products/aire-walkthrough.webm',
      poster: '/images/products/aire-3.svg',
      alt: 'Four-second silent walkthrough: choosing a lead and watching its insights and score appear',
      width: 1200,
      height: 750,
    },
  ],
  benefits: [
    {
      icon: 'phone',
      title: 'Call the right lead first',
      text: 'The score ranks your list by readiness, so the buyer who asked for a viewing is not buried under window-shoppers.',
    },
    {
      icon: 'chat',
      title: 'Know what they want before you dial',
      text: 'Budget, area, bedrooms and timeline are pulled out of long chat threads and shown on one card.',
    },
    {
      icon: 'check',
      title: 'A clear next step for every lead',
      text: 'Each insight ends with one suggested action: book a viewing, send three listings, or check back next month.',
    },
  ],
  /** What the portal shows once a buyer has signed in (spec: the dashboard). */
  portalViews: [
    'A Total Leads counter and a picker for every lead in your sheet',
    'A lead card with the chat history and the intent recorded before',
    'An AI insights card: intent, score, top needs, summary and next best action',
  ],
  systemFlow: [
    'Your admin issues a licence key for your agency.',
    'You sign in to the portal with the key and a one-time code sent to your e-mail.',
    'Your leads sync from Google Sheets or a CSV export, and you pick one.',
    'The AI returns its insights for that lead in a few seconds.',
  ],
};
