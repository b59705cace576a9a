import { Link } from 'react-router';
import { SITE } from '../../../../shared/site.js';
import { ButtonLink } from '../../components/ButtonLink.js';
import { Icon } from '../../components/Icon.js';
import type { TeachingProgram } from '../../content/teaching-program.js';
import { enrollHref } from './enroll-href.js';

export interface ProgramEnrollBandProps {
  program: TeachingProgram;
}

export function ProgramEnrollBand({ program }: ProgramEnrollBandProps) {
  return (
    <section className="program-enroll" aria-labelledby="enroll-title">
      <div className="container">
        <div className="program-enroll__panel">
          <div className="program-enroll__copy">
            <h2 id="enroll-title">Ready to start {program.subject}?</h2>
            <p>
              Tell us your board and school year. A course advisor arranges a free trial lesson, then classes continue
              at ${SITE.monthlyPrice} per month.
            </p>
            <p className="program-enroll__more">
              <Link to="/services/teaching">Compare all subjects</Link>
            </p>
          </div>
          <ButtonLink to={enrollHref(program.courseId)} variant="secondary" size="lg" className="program-enroll__button">
            ENROLL NOW
            <span className="visually-hidden"> in {program.title}</span>
            <Icon name="arrow" size={20} />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
