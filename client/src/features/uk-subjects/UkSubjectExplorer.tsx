import { useState } from 'react';
import { FilterButtons, knownFilter } from '../../components/FilterButtons.js';
import type { UkSubject } from '../../content/uk-subjects.js';
import { subjectFilterOptions, visibleSubjects, type UkSubjectFilter } from './subject-filter.js';
import { UkSubjectCard } from './UkSubjectCard.js';
import './uk-subject-explorer.css';

export interface UkSubjectExplorerProps {
  subjects: readonly UkSubject[];
  /** A starting choice from outside (e.g. a test or a link); anything unknown starts at 'all'. */
  initialFilter?: string;
}

/** Filter buttons (All plus one per subject) above the subject cards. */
export function UkSubjectExplorer({ subjects, initialFilter }: UkSubjectExplorerProps) {
  const options = subjectFilterOptions(subjects);
  const [filter, setFilter] = useState<UkSubjectFilter>(() => knownFilter(options, initialFilter));
  const shown = visibleSubjects(subjects, filter);
  const single = shown.length === 1;

  return (
    <div className="uk-subjects">
      <div className="uk-subjects__bar">
        <FilterButtons label="Filter subjects" options={options} value={filter} onChange={setFilter} />
        <p className="uk-subjects__count" role="status">
          {single ? `Showing ${shown[0].name}` : `Showing all ${shown.length} subjects`}
        </p>
      </div>
      <ul className={single ? 'uk-subjects__list uk-subjects__list--single' : 'uk-subjects__list'}>
        {shown.map((subject) => (
          <li key={subject.id} className="uk-subjects__item">
            <UkSubjectCard subject={subject} />
          </li>
        ))}
      </ul>
    </div>
  );
}
