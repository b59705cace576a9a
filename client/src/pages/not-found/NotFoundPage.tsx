import { ButtonLink } from '../../components/ButtonLink.js';
import './not-found.css';

export function NotFoundPage() {
  return (
    <section className="not-found container" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">We couldn't find that page</h1>
      <p className="not-found__text">
        The link may be old or mistyped. Our live courses, tutoring and AI tools are all one click from the home page.
      </p>
      <div className="not-found__actions">
        <ButtonLink to="/">Go to the home page</ButtonLink>
        <ButtonLink to="/contact" variant="secondary">
          Contact us
        </ButtonLink>
      </div>
    </section>
  );
}
