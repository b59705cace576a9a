import { ButtonLink } from '../../components/ButtonLink.js';
import { Icon, type IconName } from '../../components/Icon.js';
import { APPLIED_DSAI } from '../../content/courses-applied-dsai-facts.js';
import './course-hero.css';

const FACTS: readonly { icon: IconName; label: string; value: string }[] = [
  { icon: 'clock', label: 'Duration', value: APPLIED_DSAI.duration },
  { icon: 'level', label: 'Level', value: APPLIED_DSAI.level },
  { icon: 'live', label: 'Format', value: APPLIED_DSAI.format },
  { icon: 'projects', label: 'Projects', value: APPLIED_DSAI.projects },
];

export function CourseHero() {
  return (
    <section className="course-hero" aria-labelledby="course-title">
      <div className="container course-hero__inner">
        <div className="course-hero__copy">
          <p className="course-hero__eyebrow">
            <Icon name="sparkle" size={16} />
            Live course · Open for enrolment
          </p>
          <h1 id="course-title">{APPLIED_DSAI.title}</h1>
          <p className="course-hero__lead">
            Learn Python, statistics, machine learning and generative AI live with an instructor, and finish with five
            projects you built yourself: from a first analysis to an AI solution running in the cloud.
          </p>
          <div className="course-hero__actions">
            <ButtonLink to={APPLIED_DSAI.enrollLink} size="lg">
              Enroll Now
              <span className="visually-hidden"> in {APPLIED_DSAI.title}</span>
              <Icon name="arrow" size={20} />
            </ButtonLink>
            <ButtonLink to="#projects" variant="on-dark" size="lg">
              See the five projects
            </ButtonLink>
          </div>
        </div>
        <div className="course-hero__art">
          <img
            src="/images/company/applied-dsai-pipeline.svg"
            width={520}
            height={420}
            alt=""
            decoding="async"
          />
        </div>
      </div>
      <div className="container">
        <dl className="course-hero__facts">
          {FACTS.map((fact) => (
            <div key={fact.label} className="course-hero__fact">
              <dt>
                <Icon name={fact.icon} size={18} />
                {fact.label}
              </dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
