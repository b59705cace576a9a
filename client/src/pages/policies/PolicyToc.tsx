import { Link } from 'react-router';
import type { PolicySection } from '../../content/policies.js';

export interface PolicyTocProps {
  sections: readonly PolicySection[];
}

/** "On this page": hash links, so the layout scrolls to each section the way the rest of the site does. */
export function PolicyToc({ sections }: PolicyTocProps) {
  return (
    <nav className="policy-toc" aria-labelledby="policy-toc-title">
      <h2 id="policy-toc-title" className="policy-toc__title">
        On this page
      </h2>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <Link to={`#${section.id}`}>{section.title}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
