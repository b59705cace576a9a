import { SITE } from '../../../../shared/site.js';
import { ButtonLink } from '../../components/ButtonLink.js';
import { Icon } from '../../components/Icon.js';
import { SectionHeading } from '../../components/SectionHeading.js';
import { AIRE_PAGE } from '../../content/products-aire.js';
import { BenefitCards } from './BenefitCards.js';
import { ProductHero } from './ProductHero.js';
import { SystemFlow } from './SystemFlow.js';
import './aire-page.css';

/** /products/aire: the lead assistant, the one product whose portal is open to licence holders. */
export function AirePage() {
  return (
    <>
      <ProductHero
        eyebrow={AIRE_PAGE.eyebrow}
        title={AIRE_PAGE.title}
        poweredBy={AIRE_PAGE.poweredBy}
        description={AIRE_PAGE.description}
        features={AIRE_PAGE.features}
        slides={AIRE_PAGE.slides}
      >
        <ButtonLink to="/products/aireland" size="lg">
          Launch portal
          <Icon name="arrow" size={20} />
        </ButtonLink>
        <ButtonLink to="#benefits" variant="secondary" size="lg">
          How it helps
        </ButtonLink>
      </ProductHero>

      <BenefitCards
        id="benefits"
        eyebrow="Benefits"
        title="How it can help?"
        intro="Built for agents who have more leads than hours: the assistant reads every conversation so you can spend your time on the right ones."
        benefits={AIRE_PAGE.benefits}
      />

      <section id="details" className="section section--subtle" aria-labelledby="details-title">
        <div className="container">
          <SectionHeading id="details-title" eyebrow="Product details" title="What you get with a licence" />
          <div className="aire-details">
            <div className="aire-details__card">
              <h3>Inside the portal</h3>
              <ul className="aire-details__list">
                {AIRE_PAGE.portalViews.map((view) => (
                  <li key={view}>
                    <Icon name="check" size={20} />
                    {view}
                  </li>
                ))}
              </ul>
              <p className="aire-details__price">
                <strong>${SITE.monthlyPrice}</strong> per month, or a list price of {AIRE_PAGE.yearlyPrice}.
              </p>
              <ButtonLink to="/products/aireland">
                Launch portal
                <Icon name="arrow" size={18} />
              </ButtonLink>
            </div>
            <SystemFlow steps={AIRE_PAGE.systemFlow} headingId="aire-flow-title" />
          </div>
        </div>
      </section>
    </>
  );
}
