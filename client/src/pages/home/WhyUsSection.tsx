import { Icon } from '../../components/Icon.js';
import { SectionHeading } from '../../components/SectionHeading.js';
import { SITE } from '../../../../shared/site.js';
import { PATHWAY, REASONS } from '../../content/why-us.js';
import './why-us.css';

export function WhyUsSection() {
  return (
    <section id="whyus" className="section" aria-labelledby="whyus-title">
      <div className="container">
        <SectionHeading id="whyus-title" eyebrow="Why us" title={`Why choose ${SITE.name}`} center>
          We teach the way our own product team works: live, hands-on, and measured by what you ship.
        </SectionHeading>
        <ul className="reasons">
          {REASONS.map((reason) => (
            <li key={reason.title} className="reason">
              <span className="reason__icon">
                <Icon name={reason.icon} />
              </span>
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
        <div className="pathway">
          <h3 id="pathway-title" className="pathway__title">
            From classroom to contribution
          </h3>
          <ol className="pathway__steps">
            {PATHWAY.map((step, index) => (
              <li key={step.title} className="pathway__step">
                <span className="pathway__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="pathway__duration">{step.duration}</span>
                <h4>{step.title}</h4>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
