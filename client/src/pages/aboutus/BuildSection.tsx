import { Link } from 'react-router';
import { Icon } from '../../components/Icon.js';
import { SectionHeading } from '../../components/SectionHeading.js';
import { SYSTEM_FLOW, WHAT_WE_BUILD } from '../../content/about.js';

export function BuildSection() {
  return (
    <section className="section" aria-labelledby="build-title">
      <div className="container">
        <SectionHeading id="build-title" eyebrow="How we build" title="AI assistants for the teams doing the work">
          Our tools sit on top of the spreadsheet a team already keeps. No migration, no new database to learn: pick
          your data and let the assistant do the first pass.
        </SectionHeading>
        <div className="build">
          <ul className="build__areas">
            {WHAT_WE_BUILD.map((area) => (
              <li key={area.audience} className="build-area">
                <span className="build-area__audience">{area.audience}</span>
                <h3>{area.title}</h3>
                <p>{area.text}</p>
              </li>
            ))}
          </ul>
          <div className="flow">
            <h3 className="flow__title">How a licence works</h3>
            <ol className="flow__steps">
              {SYSTEM_FLOW.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <Link to="/products" className="flow__link">
              Explore our AI products
              <Icon name="arrow" size={18} />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
