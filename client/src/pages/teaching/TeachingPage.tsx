import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FilterButtons, knownFilter } from '../../components/FilterButtons.js';
import { PageHeader } from '../../components/PageHeader.js';
import { SUBJECT_CARDS, SUBJECT_FILTERS, type SubjectFilter } from '../../content/teaching-subjects.js';
import { SITE } from '../../../../shared/site.js';
import { filterSubjects } from './subject-filter.js';
import { SubjectCard } from './SubjectCard.js';
import { useHydrated } from './use-hydrated.js';
import './teaching.css';

export function TeachingPage() {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<SubjectFilter | null>(null);
  // A link such as ?subject=physics opens on that filter; anything unknown, and the prerendered page, show All.
  const filter = chosen ?? (hydrated ? knownFilter(SUBJECT_FILTERS, params.get('subject')) : 'all');
  const subjects = filterSubjects(SUBJECT_CARDS, filter);
  const label = SUBJECT_FILTERS.find((option) => option.value === filter)?.label ?? 'All';

  return (
    <>
      <PageHeader eyebrow="School tutoring" title="Live subject teaching for every board">
        Maths, the sciences and English, taught live online to the CBSE, ICSE, IGCSE, GCSE, IB or AP syllabus your
        child follows. ${SITE.monthlyPrice} per month per subject, with a progress report every 2 weeks.
      </PageHeader>
      <div className="container page-body">
        <section className="subjects-panel" aria-labelledby="subjects-title">
          <div className="subjects-panel__head">
            <h2 id="subjects-title">Choose a subject</h2>
            <FilterButtons label="Filter subjects" options={SUBJECT_FILTERS} value={filter} onChange={setChosen} />
          </div>
          <p className="visually-hidden" role="status">
            {filter === 'all'
              ? `Showing all ${subjects.length} subjects`
              : `Showing ${subjects.length} ${label} ${subjects.length === 1 ? 'subject' : 'subjects'}`}
          </p>
          <div className="subjects-grid">
            {subjects.map((subject) => (
              <SubjectCard key={subject.id} subject={subject} />
            ))}
          </div>
        </section>
        <p className="teaching-uk">
          Following the UK national curriculum? Our <Link to="/ukcurriculum">UK tutoring page</Link> covers KS3, GCSE
          and A-Level with Edexcel, AQA, OCR and Cambridge specifications.
        </p>
      </div>
    </>
  );
}
