import { Icon } from '../../components/Icon.js';
import { SectionHeading } from '../../components/SectionHeading.js';
import { UK_REASONS } from '../../content/uk-why-us.js';
import './uk-why-us.css';

export function UkWhyUs() {
  return (
    <section id="why-us" className="section" aria-labelledby="uk-why-title">
      <div className="container uk-why">
        <SectionHeading id="uk-why-title" eyebrow="Why us" title="Why Parents Choose Us">
          Good tutoring is more than extra hours. Parents tell us they stay for the focus, the visibility and the care.
        </SectionHeading>
        <ol className="uk-why__list">
          {UK_REASONS.map((reason) => (
            <li key={reason.title} className="uk-why__item">
              <span className="uk-why__check">
                <Icon name="check" size={18} />
              </span>
              <div>
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
