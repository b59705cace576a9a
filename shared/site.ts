/** Facts about the company used in copy, e-mails and structured data. */
export const SITE = {
  name: 'Averra AI',
  legalName: 'Averra AI Learning Pvt. Ltd.',
  tagline: 'AI assistants for teams, live courses for careers',
  email: 'hello@averra.ai',
  phone: '+91 80 4718 2290',
  whatsapp: 'https://wa.me/918047182290',
  copyrightYear: 2025,
  monthlyPrice: 69,
} as const;
