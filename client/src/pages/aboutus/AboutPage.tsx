import { PageHeader } from '../../components/PageHeader.js';
import { APPROACH, VALUES } from '../../content/about.js';
import { AboutCta } from './AboutCta.js';
import { BuildSection } from './BuildSection.js';
import { PrinciplesSection } from './PrinciplesSection.js';
import { StorySection } from './StorySection.js';
import { TeachSection } from './TeachSection.js';
import './about.css';

export function AboutPage() {
  return (
    <>
      <PageHeader eyebrow="About Averra AI" title="We build AI tools, and we teach people to build them">
        An India-based team running live courses, school-subject tutoring and AI assistants for real-estate agents,
        project managers and support teams.
      </PageHeader>
      <StorySection />
      <TeachSection />
      <BuildSection />
      <PrinciplesSection
        id="approach-title"
        eyebrow="Our approach"
        title="How the team teaches"
        intro="The same habits that make a good product team make a good classroom."
        principles={APPROACH}
        columns={4}
        subtle
      />
      <PrinciplesSection
        id="values-title"
        eyebrow="Our values"
        title="What we hold ourselves to"
        intro="Short enough to remember, specific enough to act on."
        principles={VALUES}
      />
      <AboutCta />
    </>
  );
}
