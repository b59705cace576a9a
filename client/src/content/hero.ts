/** Facts shown under the home page hero (spec section 9). */
export interface HeroStat {
  value: string;
  label: string;
}

export const HERO_STATS: readonly HeroStat[] = [
  { value: '3 months', label: 'Live, instructor-led course' },
  { value: '5', label: 'Guided projects per course' },
  { value: '1 week', label: 'Project trial to qualify for contribution' },
  { value: '6 boards', label: 'CBSE, ICSE, IGCSE, GCSE, IB and AP tutoring' },
];
