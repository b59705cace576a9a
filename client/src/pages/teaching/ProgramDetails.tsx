import { Icon } from '../../components/Icon.js';
import { SectionHeading } from '../../components/SectionHeading.js';
import type { ProgramDetails as Details } from '../../content/teaching-program.js';

export interface ProgramDetailsProps {
  subject: string;
  details: Details;
}

/** "60+ worksheets" shows its number large; a feature without a leading count gets a tick. */
function splitCount(feature: string): { count?: string; text: string } {
  const match = /^(\d+\+?)\s+(.*)$/.exec(feature);
  return match ? { count: match[1], text: match[2] } : { text: feature };
}

export function ProgramDetails({ subject, details }: ProgramDetailsProps) {
  return (
    <section id="details" className="section section--subtle" aria-labelledby="details-title">
      <div className="container program-details">
        <div className="program-details__curriculum">
          <SectionHeading id="details-title" eyebrow="Curriculum" title={`What the ${subject} program covers`} />
          {details.curriculum.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="program-features">
          <h3 className="program-features__title">Course Features</h3>
          <ul className="program-features__list">
            {details.features.map((feature) => {
              const { count, text } = splitCount(feature);
              return (
                <li key={feature} className="program-feature">
                  {count ? (
                    <>
                      <span className="program-feature__lead">{count}</span> <span>{text}</span>
                    </>
                  ) : (
                    <>
                      <span className="program-feature__lead">
                        <Icon name="check" size={26} />
                      </span>
                      <span>{text}</span>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
