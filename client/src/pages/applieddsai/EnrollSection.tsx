import { ButtonLink } from '../../components/ButtonLink.js';
import { Icon } from '../../components/Icon.js';
import { APPLIED_DSAI } from '../../content/courses-applied-dsai-facts.js';
import { AUDIENCE } from '../../content/courses-applied-dsai.js';

export function EnrollSection() {
  return (
    <section className="section" aria-labelledby="enroll-title">
      <div className="container">
        <div className="enroll">
          <div>
            <h2 id="enroll-title">Who this course is for</h2>
            <ul className="enroll__audience">
              {AUDIENCE.map((line) => (
                <li key={line}>
                  <Icon name="check" size={18} />
                  {line}
                </li>
              ))}
            </ul>
          </div>
          <div className="enroll__card">
            <p className="enroll__title">{APPLIED_DSAI.title}</p>
            <dl className="enroll__facts">
              <div>
                <dt>Duration</dt>
                <dd>{APPLIED_DSAI.duration}</dd>
              </div>
              <div>
                <dt>Level</dt>
                <dd>{APPLIED_DSAI.level}</dd>
              </div>
              <div>
                <dt>Format</dt>
                <dd>{APPLIED_DSAI.format}</dd>
              </div>
            </dl>
            <ButtonLink to={APPLIED_DSAI.enrollLink} size="lg" className="btn--block">
              Enroll Now
              <span className="visually-hidden"> in {APPLIED_DSAI.title}</span>
              <Icon name="arrow" size={20} />
            </ButtonLink>
            <p className="enroll__note">A course advisor replies with the next cohort dates and the weekly schedule.</p>
          </div>
        </div>
      </div>
    </section>
  );
}
