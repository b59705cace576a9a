import { Link } from 'react-router';
import { Icon } from '../../components/Icon.js';
import { PageHeader } from '../../components/PageHeader.js';
import { SERVICES } from '../../content/teaching-services.js';
import { ServiceCard } from './ServiceCard.js';
import './services.css';

export function ServicesPage() {
  return (
    <>
      <PageHeader eyebrow="Services" title="Learn live, at every stage">
        Career courses for people moving into data and AI, and subject teaching for school students. Both are taught
        live by people who know the material inside out.
      </PageHeader>
      <div className="container page-body">
        <div className="services-grid">
          {SERVICES.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </div>
        <p className="services-uk">
          <Icon name="school" size={20} />
          <span>
            Following the UK curriculum? See our <Link to="/ukcurriculum">KS3, GCSE and A-Level tutoring</Link>.
          </span>
        </p>
      </div>
    </>
  );
}
