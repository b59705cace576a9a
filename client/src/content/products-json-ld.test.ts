import { describe, expect, it } from '@jest/globals';
import { productJsonLd } from './products-json-ld.js';

describe('productJsonLd', () => {
  it('describes a product with a 69 USD monthly subscription offer', () => {
    const data = productJsonLd('https://averra.example', {
      name: 'Task Prioritizer & Daily Planner',
      description: 'Ranks tasks.',
      path: '/products/aigo',
      image: '/images/products/aigo-1.svg',
      category: 'Project Management',
      availability: 'PreOrder',
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      url: 'https://averra.example/products/aigo',
      image: 'https://averra.example/images/products/aigo-1.svg',
      offers: {
        '@type': 'Offer',
        price: 69,
        priceCurrency: 'USD',
        availability: 'https://schema.org/PreOrder',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: 69,
          priceCurrency: 'USD',
          billingDuration: 'P1M',
          unitCode: 'MON',
        },
      },
    });
  });
});
