import { Link } from 'react-router';
import { ButtonLink } from '../../components/ButtonLink.js';
import { Icon } from '../../components/Icon.js';
import { PageHeader } from '../../components/PageHeader.js';
import { SectionHeading } from '../../components/SectionHeading.js';
import { APPLIED_DSAI_ID, bookingLinkFor, EVERY_COURSE_INCLUDES } from '../../content/courses.js';
import { PROGRAMS } from '../../content/programs.js';
import { ProgramCard } from '../../features/programs/ProgramCard.js';
import '../../components/section.css';
import './courses.css';

export function CoursesPage() {
  return (
    <>
      <PageHeader eyebrow="Featured courses" title="Live courses for your next career move">
        Three months of instructor-led classes and five guided projects, for early-career learners and professionals
        who want to do the work, not just watch it.
      </PageHeader>
      <section className="container page-body" aria-labelledby="featured-courses-title">
        <h2 id="featured-courses-title" className="visually-hidden">
          Featured courses
        </h2>
        <div className="courses-grid">
          {PROGRAMS.map((program) => (
            <ProgramCard key={program.id} program={program} />
          ))}
        </div>
      </section>
      <section className="section section--subtle" aria-labelledby="course-includes-title">
        <div className="container">
          <SectionHeading id="course-includes-title" eyebrow="How our courses work" title="What every course includes" />
          <ul className="course-includes">
            {EVERY_COURSE_INCLUDES.map((item) => (
              <li key={item.title} className="course-include">
                <span className="course-include__icon">
                  <Icon name={item.icon} />
                </span>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section" aria-labelledby="consultation-title">
        <div className="container">
          <div className="consultation">
            <div className="consultation__copy">
              <h2 id="consultation-title">Not sure where to start?</h2>
              <p>
                Book a free consultation with a course advisor. Tell us your background and your goal, and we will tell
                you honestly whether Applied Data Science &amp; AI is the right next step, and how to prepare for it.
              </p>
            </div>
            <ButtonLink to={bookingLinkFor(APPLIED_DSAI_ID)} variant="secondary" size="lg">
              Book Free Consultation
              <Icon name="arrow" size={20} />
            </ButtonLink>
          </div>
          <p className="courses-aside">
            Looking for school-subject tutoring instead?{' '}
            <Link to="/services/teaching">See tutoring for CBSE, ICSE, IGCSE, GCSE, IB and AP</Link>.
          </p>
        </div>
      </section>
    </>
  );
}
