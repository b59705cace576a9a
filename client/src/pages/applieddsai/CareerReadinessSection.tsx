import { Icon } from '../../components/Icon.js';
import { SectionHeading } from '../../components/SectionHeading.js';
import { CAREER_READINESS } from '../../content/courses-applied-dsai.js';

export function CareerReadinessSection() {
  return (
    <section className="section" aria-labelledby="career-title">
      <div className="container readiness">
        <SectionHeading id="career-title" eyebrow="Career readiness" title="Ready for the interview, not just the exam">
          Alongside the technical work, the course prepares you to find, apply for and talk about the role you want.
        </SectionHeading>
        <ul className="readiness__list">
          {CAREER_READINESS.map((item) => (
            <li key={item.title} className="readiness__item">
              <span className="info-card__icon">
                <Icon name={item.icon} />
              </span>
              <div>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
