import { SectionHeading } from '../../components/SectionHeading.js';
import type { Principle } from '../../content/about.js';

export interface PrinciplesSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  principles: readonly Principle[];
  subtle?: boolean;
  /** Columns on wide screens, chosen so the list has no orphaned last row. */
  columns?: 3 | 4;
}

/** A titled list of short principles: used for the team's approach and for its values. */
export function PrinciplesSection({ id, eyebrow, title, intro, principles, subtle = false, columns = 3 }: PrinciplesSectionProps) {
  return (
    <section className={subtle ? 'section section--subtle' : 'section'} aria-labelledby={id}>
      <div className="container">
        <SectionHeading id={id} eyebrow={eyebrow} title={title}>
          {intro}
        </SectionHeading>
        <ul className={`principles principles--${columns}`}>
          {principles.map((principle) => (
            <li key={principle.title} className="principle">
              <h3>{principle.title}</h3>
              <p>{principle.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
