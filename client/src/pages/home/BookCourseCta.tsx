import { ButtonLink } from '../../components/ButtonLink.js';
import { Icon } from '../../components/Icon.js';
import './book-course-cta.css';

export function BookCourseCta() {
  return (
    <section className="book-cta" aria-labelledby="book-cta-title">
      <div className="container">
        <div className="book-cta__panel">
          <div className="book-cta__copy">
            <h2 id="book-cta-title">Your next cohort starts soon</h2>
            <p>
              Tell us which course or subject you want and a course advisor will come back with dates, the weekly
              schedule and the answers to your questions.
            </p>
          </div>
          <ButtonLink to="/joinclass#bookid" variant="secondary" size="lg" className="book-cta__button">
            Book Your Course Now
            <Icon name="arrow" size={20} />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
