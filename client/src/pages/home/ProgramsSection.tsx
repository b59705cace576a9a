import { SectionHeading } from '../../components/SectionHeading.js';
import { PROGRAMS } from '../../content/programs.js';
import { ProgramCard } from '../../features/programs/ProgramCard.js';
import './programs-section.css';

export function ProgramsSection() {
  return (
    <section id="whatweoffer" className="section section--subtle" aria-labelledby="whatweoffer-title">
      <div className="container">
        <SectionHeading id="whatweoffer-title" eyebrow="What we offer" title="Live courses built around real projects">
          Instructor-led live classes, three months, five guided projects. You learn a concept in class and use it on real data
          the same week.
        </SectionHeading>
        <div className="programs-grid">
          {PROGRAMS.map((program) => (
            <ProgramCard key={program.id} program={program} />
          ))}
        </div>
      </div>
    </section>
  );
}
