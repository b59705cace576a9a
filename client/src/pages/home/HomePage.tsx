import { BookCourseCta } from './BookCourseCta.js';
import { Hero } from './Hero.js';
import { ProductsSection } from './ProductsSection.js';
import { ProgramsSection } from './ProgramsSection.js';
import { WhyUsSection } from './WhyUsSection.js';

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
