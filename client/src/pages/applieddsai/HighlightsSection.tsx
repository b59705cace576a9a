import { Icon } from '../../components/Icon.js';
import { SectionHeading } from '../../components/SectionHeading.js';
import { HIGHLIGHTS } from '../../content/courses-applied-dsai.js';

export function HighlightsSection() {
  return (
    <section className="section" aria-labelledby="highlights-title">
      <div className="container">
        <SectionHeading id="highlights-title" eyebrow="Course highlights" title="Learn it live, then build it yourself">
          Each week pairs a live class with hands-on work on real data, so every concept is something you have used
          before the next one arrives.
        </SectionHeading>
        <ul className="info-cards">
          {HIGHLIGHTS.map((highlight) => (
            <li key={highlight.title} className="info-card">
              <span className="info-card__icon">
                <Icon name={highlight.icon} />
              </span>
              <h3>{highlight.title}</h3>
              <p>{highlight.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
