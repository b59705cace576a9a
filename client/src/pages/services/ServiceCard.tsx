import { Link } from 'react-router';
import { Icon } from '../../components/Icon.js';
import type { Service } from '../../content/teaching-services.js';

export interface ServiceCardProps {
  service: Service;
}

export function ServiceCard({ service }: ServiceCardProps) {
  const titleId = `service-${service.id}`;
  return (
    <article className={`service-card service-card--${service.id}`} aria-labelledby={titleId}>
      <span className="service-card__icon">
        <Icon name={service.icon} size={28} />
      </span>
      <p className="service-card__audience">{service.audience}</p>
      <h2 id={titleId} className="service-card__title">
        {service.title}
      </h2>
      <p className="service-card__description">{service.description}</p>
      <ul className="service-card__highlights">
        {service.highlights.map((highlight) => (
          <li key={highlight}>
            <Icon name="check" size={18} />
            {highlight}
          </li>
        ))}
      </ul>
      <Link to={service.link} className="btn btn--primary service-card__link">
        {service.linkLabel}
        <Icon name="arrow" size={18} />
      </Link>
    </article>
  );
}
