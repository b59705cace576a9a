import { Link } from 'react-router';
import { Badge } from '../../components/Badge.js';
import { Icon } from '../../components/Icon.js';
import { TagList } from '../../components/TagList.js';
import type { Program } from '../../content/programs.js';
import './program-card.css';

export interface ProgramCardProps {
  program: Program;
}

/** Spec: an open program shows a 'Popular' badge and an active enrol link; otherwise the enrol text is dimmed. */
export function ProgramCard({ program }: ProgramCardProps) {
  const isOpen = program.status === 'open';
  const titleId = `program-${program.id}`;
  return (
    <article className={isOpen ? 'program-card' : 'program-card program-card--soon'} aria-labelledby={titleId}>
      <div className="program-card__top">
        <span className={`program-card__icon program-card__icon--${program.icon}`}>
          <Icon name={program.icon} size={28} />
        </span>
        {isOpen ? <Badge tone="popular">Popular</Badge> : <Badge tone="soon">Launching Soon</Badge>}
      </div>
      <h3 id={titleId} className="program-card__title">
        {program.title}
      </h3>
      <TagList tags={program.tags} label={`${program.title} topics`} />
      <p className="program-card__description">{program.description}</p>
      <p className="program-card__summary">{program.summary}</p>
      <div className="program-card__projects">
        <h4>Guided projects</h4>
        <ol>
          {program.guidedProjects.map((project) => (
            <li key={project}>
              <Icon name="check" size={16} />
              {project}
            </li>
          ))}
        </ol>
      </div>
      <dl className="program-card__facts">
        <div>
          <dt>
            <Icon name="clock" size={18} />
            <span className="visually-hidden">Duration</span>
          </dt>
          <dd>{program.duration}</dd>
        </div>
        <div>
          <dt>
            <Icon name="level" size={18} />
            <span className="visually-hidden">Level</span>
          </dt>
          <dd>{program.level}</dd>
        </div>
      </dl>
      <div className="program-card__action">
        {isOpen && program.link ? (
          <Link to={program.link} className="btn btn--primary btn--block">
            {program.enrollLabel}
            <span className="visually-hidden"> in {program.title}</span>
            <Icon name="arrow" size={18} />
          </Link>
        ) : (
          <span className="program-card__disabled">
            {program.enrollLabel}
          </span>
        )}
      </div>
    </article>
  );
}
