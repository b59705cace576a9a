import { SITE } from '../../../../shared/site.js';
import { ButtonLink } from '../../components/ButtonLink.js';
import { Icon } from '../../components/Icon.js';
import { UK_EXAM_BOARDS, UK_STAGES } from '../../content/uk-highlights.js';
import { UK_BOOKING_PATH } from '../../content/uk-navigation.js';
import { UK_SUBJECTS } from '../../content/uk-subjects.js';
import './uk-hero.css';

export function UkHero() {
  const stats = [
    { value: String(UK_SUBJECTS.length), label: 'subjects, KS3 to A-Level' },
    { value: String(UK_EXAM_BOARDS.length), label: 'exam boards taught' },
    { value: '2 weeks', label: 'between progress reports' },
    { value: `$${SITE.monthlyPrice}`, label: 'per month, first lesson free' },
  ];
  return (
    <section className="uk-hero" aria-labelledby="uk-hero-title">
      <div className="container uk-hero__inner">
        <div className="uk-hero__copy">
          <p className="uk-hero__eyebrow">{UK_STAGES.join(' · ')} tutoring</p>
          <h1 id="uk-hero-title" className="uk-hero__title">
            UK curriculum tutoring, <span className="uk-hero__highlight">one student at a time</span>
          </h1>
          <p className="uk-hero__lead">
            Live 1-on-1 lessons for KS3, GCSE and A-Level with tutors who teach to your child’s exam board, a progress
            report every two weeks and a free emotional wellbeing tracker.
          </p>
          <div className="uk-hero__actions">
            <ButtonLink to={UK_BOOKING_PATH} size="lg">
              Book a Free Lesson
              <Icon name="arrow" size={20} />
            </ButtonLink>
            <ButtonLink to="/ukcurriculum#subjects" variant="on-dark" size="lg">
              See subjects
            </ButtonLink>
          </div>
          <div className="uk-hero__boards">
            <p id="uk-hero-boards" className="uk-hero__boards-title">
              Exam boards we teach
            </p>
            <ul className="uk-hero__board-list" aria-labelledby="uk-hero-boards">
              {UK_EXAM_BOARDS.map((board) => (
                <li key={board}>{board}</li>
              ))}
            </ul>
          </div>
        </div>
        <div className="uk-hero__art">
          <img src="/images/uk/hero-report.svg" width={560} height={480} alt="" decoding="async" fetchPriority="high" />
        </div>
      </div>
      <div className="container">
        <dl className="uk-hero__stats">
          {stats.map((stat) => (
            <div key={stat.label} className="uk-hero__stat">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
