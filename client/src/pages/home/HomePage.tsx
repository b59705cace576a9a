import { BookCourseCta } from './BookCourseCta.js';
import { Hero } from './Hero.js';
import { ProductsTeaser } from './ProductsTeaser.js';
import { ProgramsSection } from './ProgramsSection.js';
import { WhyUsSection } from './WhyUsSection.js';

export function HomePage() {
  return (
    <>
      <Hero />
      <ProgramsSection />
      <WhyUsSection />
      <BookCourseCta />
      <ProductsTeaser />
    </>
  );
}
