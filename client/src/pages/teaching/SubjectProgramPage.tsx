import { useLocation } from 'react-router';
import { programForPath } from '../../content/teaching-programs.js';
import { ProgramBenefits } from './ProgramBenefits.js';
import { ProgramDetails } from './ProgramDetails.js';
import { ProgramEnrollBand } from './ProgramEnrollBand.js';
import { ProgramHero } from './ProgramHero.js';
import './program.css';

/** The one template behind the six subject pages; the route's path says which program to show. */
export function SubjectProgramPage() {
  const { pathname } = useLocation();
  const program = programForPath(pathname);
  if (!program) throw new Error(`No teaching program at ${pathname}`);

  return (
    <>
      <ProgramHero program={program} />
      <ProgramBenefits program={program} />
      {program.details ? <ProgramDetails subject={program.subject} details={program.details} /> : null}
      <ProgramEnrollBand program={program} />
    </>
  );
}
