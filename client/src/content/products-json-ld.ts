import { SITE } from '../../../shared/site.js';
import { monthlyOffer, organizationRef } from './json-ld.js';

export interface ProductJsonLdInput {
  name: string;
  description: string;
  path: string;
  /** An image path on this site, e.g. the first carousel slide. */
  image: string;
  category: string;
  /** The AI tools are still being built (pre-order); the lead assistant's portal is live. */
  availability: 'PreOrder' | 'InStock';
}

/**
 * A schema.org Product with its subscription Offer: SITE.monthlyPrice US dollars, billed every month
 * (UnitPriceSpecification with billingDuration P1M and the UN/CEFACT unit code MON).
 */
export function productJsonLd(origin: string, product: ProductJsonLdInput): Record<string, unknown> {
  const url = `${origin}${product.path}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url,
    image: `${origin}${product.image}`,
    category: product.category,
    brand: { '@type': 'Brand', name: SITE.name },
    offers: monthlyOffer(origin, product.path, {
      availability: `https://schema.org/${product.availability}`,
      seller: organizationRef(origin),
    }),
  };
}
