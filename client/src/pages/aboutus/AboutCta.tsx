import { ButtonLink } from '../../components/ButtonLink.js';
import { Icon } from '../../components/Icon.js';

export function AboutCta() {
  return (
    <section className="section about-cta-section" aria-labelledby="about-cta-title">
      <div className="container">
        <div className="about-cta">
          <h2 id="about-cta-title">Learn with us, or work with us</h2>
          <p>Join a live course, bring us your team’s spreadsheet problem, or help us teach the next cohort.</p>
          <div className="about-cta__actions">
            <ButtonLink to="/courses" variant="secondary" size="lg">
              See live courses
              <Icon name="arrow" size={20} />
            </ButtonLink>
            <ButtonLink to="/careers" variant="on-dark" size="lg">
              Careers
            </ButtonLink>
            <ButtonLink to="/contact" variant="on-dark" size="lg">
              Contact us
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
