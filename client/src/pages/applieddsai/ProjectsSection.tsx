import { SectionHeading } from '../../components/SectionHeading.js';
import { TagList } from '../../components/TagList.js';
import { GUIDED_PROJECTS } from '../../content/courses-applied-dsai.js';

export function ProjectsSection() {
  return (
    <section id="projects" className="section section--subtle" aria-labelledby="projects-title">
      <div className="container">
        <SectionHeading id="projects-title" eyebrow="Five guided projects" title="From a messy dataset to an AI solution">
          Every project builds on the last one. A mentor reviews each one, and together they become the portfolio you
          take to interviews.
        </SectionHeading>
        <ol className="projects">
          {GUIDED_PROJECTS.map((project, index) => (
            <li key={project.title} className="project">
              <span className="project__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div className="project__body">
                <h3>{project.title}</h3>
                <p>{project.text}</p>
                <TagList tags={project.skills} label={`Skills in ${project.title}`} />
                <p className="project__deliverable">
                  <strong>You deliver:</strong> {project.deliverable}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
