import { describe, expect, it } from '@jest/globals';
import { courseJsonLd, monthlyOffer } from './json-ld.js';

describe('structured data', () => {
  it('offers $69 billed monthly', () => {
    expect(monthlyOffer('https://a.test', '/products/aigo')).toEqual({
      '@type': 'Offer',
      url: 'https://a.test/products/aigo',
      price: 69,
      priceCurrency: 'USD',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 69, priceCurrency: 'USD', billingDuration: 'P1M', unitCode: 'MON', unitText: 'month' },
    });
  });

  it('describes a course taught online by the company, with the monthly offer unless told otherwise', () => {
    const course = courseJsonLd('https://a.test', { name: 'Physics Tutoring', description: 'Live physics.', path: '/services/teaching/physics-teach' });
    expect(course).toMatchObject({
      '@type': 'Course',
      url: 'https://a.test/services/teaching/physics-teach',
      provider: { '@type': 'Organization', name: 'Averra AI' },
      offers: { price: 69, category: 'Subscription' },
      hasCourseInstance: { courseMode: 'online' },
    });
    expect(courseJsonLd('https://a.test', { name: 'X', description: 'Y', path: '/x', monthlyPrice: false }).offers).not.toHaveProperty('price');
  });
});
