import { Link } from 'react-router';
import { SITE } from '../../../../shared/site.js';
import { ButtonLink } from '../../components/ButtonLink.js';
import { Carousel } from '../../components/Carousel.js';
import { Icon } from '../../components/Icon.js';
import { TagList } from '../../components/TagList.js';
import type { TeachingProgram } from '../../content/teaching-program.js';
import { enrollHref } from './enroll-href.js';

export interface ProgramHeroProps {
  program: TeachingProgram;
}

export function ProgramHero({ program }: ProgramHeroProps) {
  return (
    <section className={`program-hero program-hero--${program.slug}`} aria-labelledby="program-title">
      <div className="container program-hero__inner">
        <div className="program-hero__copy">
          <nav aria-label="Breadcrumb" className="program-hero__crumbs">
            <ol>
              <li>
                <Link to="/services">Services</Link>
              </li>
              <li>
                <Link to="/services/teaching">School tutoring</Link>
              </li>
              <li aria-current="page">{program.subject}</li>
            </ol>
          </nav>
          <h1 id="program-title" className="program-hero__title">
            {program.title}
          </h1>
          <p className="program-hero__lead">{program.lead}</p>
          <div className="program-hero__group">
            <p className="program-hero__label">Exam boards</p>
            <TagList tags={program.boards} label={`${program.subject} exam boards`} />
          </div>
          <div className="program-hero__group">
            <p className="program-hero__label">Topics</p>
            <TagList tags={program.topics} label={`${program.subject} topics`} />
          </div>
          <div className="program-hero__buy">
            <p className="program-hero__price">
              <span className="program-hero__amount">${SITE.monthlyPrice}</span> per month
            </p>
            <ButtonLink to={enrollHref(program.courseId)} size="lg" className="program-hero__enroll">
              ENROLL NOW
              <span className="visually-hidden"> in {program.title}</span>
              <Icon name="arrow" size={20} />
            </ButtonLink>
          </div>
        </div>
        <div className="program-hero__media">
          <Carousel label={`${program.title} in pictures`} slides={program.slides} thumbnails={[0, 2]} />
        </div>
      </div>
    </section>
  );
}
