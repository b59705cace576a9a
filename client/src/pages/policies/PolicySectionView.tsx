import type { ReactNode } from 'react';
import type { PolicySection } from '../../content/policies.js';
import { PolicyBlockView } from './PolicyBlockView.js';

export interface PolicySectionViewProps {
  section: PolicySection;
  number: number;
  /** Interactive content a page adds after the section's text (e.g. the cookie choice). */
  extra?: ReactNode;
}

export function PolicySectionView({ section, number, extra }: PolicySectionViewProps) {
  const headingId = section.id;
  return (
    <section className="policy-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <span className="policy-section__number">{number}.</span> {section.title}
      </h2>
      {section.blocks.map((block, index) => (
        <PolicyBlockView key={index} block={block} />
      ))}
      {section.subsections?.map((subsection) => (
        <div key={subsection.title} className="policy-subsection">
          <h3>{subsection.title}</h3>
          {subsection.blocks.map((block, index) => (
            <PolicyBlockView key={index} block={block} />
          ))}
        </div>
      ))}
      {extra}
    </section>
  );
}
