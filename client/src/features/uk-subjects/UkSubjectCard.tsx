import { Icon } from '../../components/Icon.js';
import { TagList } from '../../components/TagList.js';
import { levelLabel, type UkSubject } from '../../content/uk-subjects.js';
import { UkSubjectIcon } from './UkSubjectIcon.js';
import './uk-subject-card.css';

export interface UkSubjectCardProps {
  subject: UkSubject;
}

/** Lays itself out by the width it is given (a container query): narrow in the grid, gallery beside text when wide. */
export function UkSubjectCard({ subject }: UkSubjectCardProps) {
  const titleId = `uk-subject-${subject.id}`;
  const { main, grid1, grid2 } = subject.images;
  return (
    <article
      className={`uk-subject-card uk-subject-card--${subject.id}`}
      aria-labelledby={titleId}
      data-subject={subject.id}
    >
      {/* The illustrations are decorative: the card's text carries everything they suggest. */}
      <div className="uk-subject-card__gallery">
        <img className="uk-subject-card__main" src={main.src} width={main.width} height={main.height} alt="" loading="lazy" decoding="async" />
        <img src={grid1.src} width={grid1.width} height={grid1.height} alt="" loading="lazy" decoding="async" />
        <img src={grid2.src} width={grid2.width} height={grid2.height} alt="" loading="lazy" decoding="async" />
      </div>
      <div className="uk-subject-card__body">
        <div className="uk-subject-card__head">
          <span className="uk-subject-card__icon">
            <UkSubjectIcon name={subject.icon} size={26} />
          </span>
          <div>
            <h3 id={titleId} className="uk-subject-card__name">
              {subject.name}
            </h3>
            <p className="uk-subject-card__level">
              <span className="visually-hidden">Levels: </span>
              {levelLabel(subject.level)}
            </p>
          </div>
        </div>
        <p className="uk-subject-card__description">{subject.description}</p>
        <div className="uk-subject-card__lists">
          <div>
            <h4 className="uk-subject-card__list-title">Focus areas</h4>
            <ul className="uk-subject-card__list">
              {subject.focusAreas.map((area) => (
                <li key={area}>
                  <span className="uk-subject-card__dot" aria-hidden="true" />
                  {area}
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h4 className="uk-subject-card__list-title">Outcomes</h4>
            <ul className="uk-subject-card__list uk-subject-card__list--outcomes">
              {subject.outcomes.map((outcome) => (
                <li key={outcome}>
                  <Icon name="check" size={16} />
                  {outcome}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <TagList tags={subject.tags} label={`${subject.name} exam boards and topics`} />
      </div>
    </article>
  );
}
