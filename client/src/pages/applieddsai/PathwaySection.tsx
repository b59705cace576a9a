import { SectionHeading } from '../../components/SectionHeading.js';
import { CONTRIBUTION_PATHWAY } from '../../content/courses-applied-dsai.js';

export function PathwaySection() {
  return (
    <section className="section section--subtle" aria-labelledby="pathway-title">
      <div className="container">
        <SectionHeading id="pathway-title" eyebrow="Contribution pathway" title="From the classroom to real product work">
          Finishing the course is not the end. A short trial can open the door to contributing on the AI products our
          own team builds.
        </SectionHeading>
        <ol className="stages">
          {CONTRIBUTION_PATHWAY.map((stage, index) => (
            <li key={stage.title} className="stage">
              <span className="stage__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="stage__label">{stage.label}</span>
              <h3>{stage.title}</h3>
              <p>{stage.text}</p>
            </li>
          ))}
        </ol>
        <p className="stages__note">
          The six-week contribution experience is unpaid and fully remote. It is there to give you real product
          experience, code review and a project you can point to.
        </p>
      </div>
    </section>
  );
}
