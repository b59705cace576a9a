/** The flagship AI assistants teased on the home page (spec: Product card entity, yearly list prices). */
export type ProductCategory = 'realestate' | 'projectmanage' | 'custsupp';

export interface Product {
  id: string;
  category: ProductCategory;
  title: string;
  typeName: string;
  description: string;
  price: string;
}

export const FLAGSHIP_PRODUCTS: readonly Product[] = [
  {
    id: 'aire',
    category: 'realestate',
    title: 'Lead Sentiment Analysis',
    typeName: 'Real Estate',
    description:
      'Reads the chat history of every lead in your sheet and tells you who is ready to buy, what they need and what to say next.',
    price: '$749 / year',
  },
  {
    id: 'aigo',
    category: 'projectmanage',
    title: 'Task Prioritizer & Daily Planner',
    typeName: 'Project Management',
    description:
      'Turns a spreadsheet of open tasks into a ranked plan for the day, weighing deadlines, effort and what is blocking whom.',
    price: '$1,499 / year',
  },
];
