import { Badge } from '../../components/Badge.js';
import { ButtonLink } from '../../components/ButtonLink.js';
import { Icon } from '../../components/Icon.js';
import { TagList } from '../../components/TagList.js';
import type { SubjectCard as Subject } from '../../content/teaching-subjects.js';

export interface SubjectCardProps {
  subject: Subject;
}

export function SubjectCard({ subject }: SubjectCardProps) {
  const titleId = `subject-${subject.id}`;
  return (
    <article className={`subject-card subject-card--${subject.id}`} aria-labelledby={titleId}>
      <div className="subject-card__top">
        <h3 id={titleId} className="subject-card__title">
          {subject.title}
        </h3>
        <Badge tone={subject.atag === 'Popular' ? 'popular' : 'info'}>{subject.atag}</Badge>
      </div>
      <TagList tags={subject.tags} label={`${subject.title} exam boards`} />
      <p className="subject-card__description">{subject.description}</p>
      <div className="subject-card__topics">
        <h4>Topics include</h4>
        <ul>
          {subject.topics.map((topic) => (
            <li key={topic}>
              <Icon name="check" size={16} />
              {topic}
            </li>
          ))}
        </ul>
      </div>
      <ButtonLink to={subject.link} variant="secondary" className="subject-card__link">
        View program
        <span className="visually-hidden"> for {subject.title}</span>
        <Icon name="arrow" size={18} />
      </ButtonLink>
    </article>
  );
}
