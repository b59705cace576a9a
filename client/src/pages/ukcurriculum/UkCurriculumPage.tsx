import { UkFaq } from './UkFaq.js';
import { UkFeatures } from './UkFeatures.js';
import { UkFooter } from './UkFooter.js';
import { UkFreeLesson } from './UkFreeLesson.js';
import { UkGetInTouch } from './UkGetInTouch.js';
import { UkHero } from './UkHero.js';
import { UkNavBar } from './UkNavBar.js';
import { UkSubjectsSection } from './UkSubjectsSection.js';
import { UkWhyUs } from './UkWhyUs.js';
import './uk-page.css';

const MAIN_ID = 'uk-main';

/** A 'bare' page: BareLayout renders nothing around it, so the skip link, header, main and footer are its own. */
export function UkCurriculumPage() {
  return (
    <div className="uk-page">
      <a className="uk-skip-link" href={`#${MAIN_ID}`}>
        Skip to content
      </a>
      <UkNavBar />
      <main id={MAIN_ID} className="uk-page__main" tabIndex={-1}>
        <UkHero />
        <UkFeatures />
        <UkSubjectsSection />
        <UkWhyUs />
        <UkFreeLesson />
        <UkGetInTouch />
        <UkFaq />
      </main>
      <UkFooter />
    </div>
  );
}
