import { deferredSection } from '../../app/deferred-section.js';
import { BookCourseCta } from './BookCourseCta.js';
import { Hero } from './Hero.js';

// Below the fold: their code loads as the visitor scrolls towards them (see deferred-section.tsx).
const ProgramsSection = deferredSection('whatweoffer', async () => (await import('./ProgramsSection.js')).ProgramsSection);
const WhyUsSection = deferredSection('whyus', async () => (await import('./WhyUsSection.js')).WhyUsSection);
const ProductsSection = deferredSection('products', async () => (await import('./ProductsSection.js')).ProductsSection);

export function HomePage() {
  return (
    <>
      <Hero />
      <ProgramsSection />
      <WhyUsSection />
      <BookCourseCta />
      <ProductsSection />
    </>
  );
}
