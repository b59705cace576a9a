import { CAREER_ROLES } from '../../../../shared/careers.js';
import { Icon } from '../../components/Icon.js';
import { PageHeader } from '../../components/PageHeader.js';
import { SectionHeading } from '../../components/SectionHeading.js';
import { HIRING_STEPS, WORKING_WITH_US } from '../../content/careers.js';
import { CareersForm } from '../../features/careers/CareersForm.js';
import { RoleCard } from './RoleCard.js';
import '../../components/panel.css';
import './careers.css';

export function CareersPage() {
  return (
    <>
      <PageHeader eyebrow="Careers" title="Teach, mentor and build with us">
        We are looking for mentors, instructors, tutors and contributors who like explaining things as much as building
        them. Every role is remote.
      </PageHeader>
      <section className="container page-body" aria-labelledby="roles-title">
        <h2 id="roles-title" className="visually-hidden">
          Open roles
        </h2>
        <div className="roles-grid">
          {CAREER_ROLES.map((role) => (
            <RoleCard key={role.id} role={role} />
          ))}
        </div>
        <p className="roles-apply">
          <a href="#apply">
            Apply for one or more roles
            <Icon name="arrow" size={18} />
          </a>
        </p>
      </section>
      <section className="section section--subtle" aria-labelledby="working-title">
        <div className="container">
          <SectionHeading id="working-title" eyebrow="Working with us" title="Real learners, real products, one team" />
          <ul className="perks">
            {WORKING_WITH_US.map((perk) => (
              <li key={perk.title} className="perk">
                <span className="perk__icon">
                  <Icon name={perk.icon} />
                </span>
                <h3>{perk.title}</h3>
                <p>{perk.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div id="apply" className="container section split">
        <section className="panel" aria-labelledby="apply-title">
          <h2 id="apply-title" className="panel__title">
            Apply now
          </h2>
          <p className="panel__intro">Tell us who you are, pick the roles you want and attach your résumé.</p>
          <CareersForm />
        </section>
        <aside className="aside-card" aria-labelledby="hiring-title">
          <h2 id="hiring-title">How hiring works</h2>
          <ol className="hiring-steps">
            {HIRING_STEPS.map((step, index) => (
              <li key={step.title}>
                <span className="hiring-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <div>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </>
  );
}
