import { CareerReadinessSection } from './CareerReadinessSection.js';
import { CourseHero } from './CourseHero.js';
import { EnrollSection } from './EnrollSection.js';
import { HighlightsSection } from './HighlightsSection.js';
import { PathwaySection } from './PathwaySection.js';
import { ProjectsSection } from './ProjectsSection.js';
import './applied-dsai.css';

export function AppliedDsaiPage() {
  return (
    <>
      <CourseHero />
      <HighlightsSection />
      <ProjectsSection />
      <CareerReadinessSection />
      <PathwaySection />
      <EnrollSection />
    </>
  );
}
