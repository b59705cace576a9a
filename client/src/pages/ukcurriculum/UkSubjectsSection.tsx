import { SectionHeading } from '../../components/SectionHeading.js';
import { UK_SUBJECTS } from '../../content/uk-subjects.js';
import { UkSubjectExplorer } from '../../features/uk-subjects/UkSubjectExplorer.js';

export function UkSubjectsSection() {
  return (
    <section id="subjects" className="section section--subtle" aria-labelledby="uk-subjects-title">
      <div className="container">
        <SectionHeading id="uk-subjects-title" eyebrow="Subjects covered" title="Seven subjects, taught to your exam board" center>
          Choose a subject to see what its lessons focus on, what your child will be able to do, and which levels we
          teach it at.
        </SectionHeading>
        <UkSubjectExplorer subjects={UK_SUBJECTS} />
      </div>
    </section>
  );
}
