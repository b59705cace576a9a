import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SITE } from '../../../../shared/site.js';
import { PageHeader } from '../../components/PageHeader.js';
import { POLICY_EFFECTIVE_DATE, type PolicyDocument } from '../../content/policies.js';
import { POLICY_LINKS } from '../../content/navigation.js';
import { PolicySectionView } from './PolicySectionView.js';
import { PolicyToc } from './PolicyToc.js';
import './policies.css';

export interface PolicyPageProps {
  policy: PolicyDocument;
  /** Extra content after a section's text, keyed by section id. */
  sectionExtras?: Partial<Record<string, ReactNode>>;
}

/** The shared frame of the privacy, terms and cookie pages: header band, effective date, contents and sections. */
export function PolicyPage({ policy, sectionExtras = {} }: PolicyPageProps) {
  const otherPolicies = POLICY_LINKS.filter((link) => link.label !== policy.name);
  return (
    <>
      <PageHeader eyebrow="Legal" title={policy.title}>
        {policy.summary}
      </PageHeader>
      <div className={policy.toc ? 'container page-body policy-layout' : 'container page-body policy-layout policy-layout--single'}>
        {policy.toc ? <PolicyToc sections={policy.sections} /> : null}
        <article className="policy">
          <p className="policy__meta">
            <span>
              Effective <time dateTime={POLICY_EFFECTIVE_DATE.iso}>{POLICY_EFFECTIVE_DATE.label}</time>
            </span>
            <span>{SITE.legalName}</span>
          </p>
          {policy.sections.map((section, index) => (
            <PolicySectionView key={section.id} section={section} number={index + 1} extra={sectionExtras[section.id]} />
          ))}
          <nav className="policy__related" aria-label="Other policies">
            <p>Also read:</p>
            <ul>
              {otherPolicies.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </article>
      </div>
    </>
  );
}
