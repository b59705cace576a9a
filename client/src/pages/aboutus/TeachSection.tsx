import { Link } from 'react-router';
import { Icon } from '../../components/Icon.js';
import { SectionHeading } from '../../components/SectionHeading.js';
import { WHAT_WE_TEACH } from '../../content/about.js';

export function TeachSection() {
  return (
    <section className="section section--subtle" aria-labelledby="teach-title">
      <div className="container">
        <SectionHeading id="teach-title" eyebrow="What we teach" title="Live learning, from school exams to a new career">
          Every class is taught live by a person. What changes is the goal: a board exam, a first job in data, or a
          move into AI.
        </SectionHeading>
        <ul className="offerings">
          {WHAT_WE_TEACH.map((offering) => (
            <li key={offering.title} className="offering">
              <span className="offering__icon">
                <Icon name={offering.icon} />
              </span>
              <h3>{offering.title}</h3>
              <p>{offering.text}</p>
              <ul className="offering__points">
                {offering.points.map((point) => (
                  <li key={point}>
                    <Icon name="check" size={16} />
                    {point}
                  </li>
                ))}
              </ul>
              <Link to={offering.link.to} className="offering__link">
                {offering.link.label}
                <Icon name="arrow" size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
