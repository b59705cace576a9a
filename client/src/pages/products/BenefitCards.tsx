import { Icon } from '../../components/Icon.js';
import { SectionHeading } from '../../components/SectionHeading.js';
import type { Benefit } from '../../content/products-tools.js';
import './benefit-cards.css';

export interface BenefitCardsProps {
  /** The section's anchor (the lead assistant's page links to #benefits). */
  id?: string;
  eyebrow: string;
  title: string;
  intro?: string;
  benefits: readonly Benefit[];
}

export function BenefitCards({ id, eyebrow, title, intro, benefits }: BenefitCardsProps) {
  const headingId = `${id ?? 'benefits'}-title`;
  return (
    <section id={id} className="section" aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} center>
          {intro}
        </SectionHeading>
        <ul className="benefit-cards">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="benefit-card">
              <span className="benefit-card__icon">
                <Icon name={benefit.icon} size={26} />
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
