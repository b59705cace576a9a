import { Icon } from '../../components/Icon.js';
import { SectionHeading } from '../../components/SectionHeading.js';
import type { TeachingProgram } from '../../content/teaching-program.js';

export interface ProgramBenefitsProps {
  program: TeachingProgram;
}

export function ProgramBenefits({ program }: ProgramBenefitsProps) {
  return (
    <section id="benefits" className="section" aria-labelledby="benefits-title">
      <div className="container">
        <SectionHeading id="benefits-title" eyebrow="Benefits" title={`How ${program.subject} tutoring helps`} center>
          Live online classes with a subject tutor, planned around your board’s syllabus and your exam dates.
        </SectionHeading>
        <ul className="program-benefits">
          {program.benefits.map((benefit) => (
            <li key={benefit.title} className="program-benefit">
              <span className="program-benefit__icon">
                <Icon name={benefit.icon} />
              </span>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
