/** Reasons listed in the Why Choose section of the home page. */
export type ReasonIcon = 'live' | 'projects' | 'pathway' | 'team' | 'school' | 'career';

export interface Reason {
  icon: ReasonIcon;
  title: string;
  text: string;
}

export const REASONS: readonly Reason[] = [
  {
    icon: 'live',
    title: 'Taught live, not recorded',
    text: 'Every session is a live class with an instructor who answers your questions while you code, not a video you watch alone.',
  },
  {
    icon: 'projects',
    title: 'Five guided projects',
    text: 'You analyse, model, visualise, deploy and package an AI solution, and finish with a portfolio you can walk an interviewer through.',
  },
  {
    icon: 'pathway',
    title: 'A way into real product work',
    text: 'A one-week project trial makes you eligible to contribute to our flagship product or join the internship pathway.',
  },
  {
    icon: 'team',
    title: 'Taught by people who ship AI',
    text: 'The team behind our courses also builds the AI assistants that real-estate agents and support teams use every day.',
  },
  {
    icon: 'school',
    title: 'School tutoring across boards',
    text: 'One-to-one remote teaching for CBSE, ICSE, IGCSE, GCSE, IB and AP in maths, the sciences and English.',
  },
  {
    icon: 'career',
    title: 'Progress you can see',
    text: 'Learners and parents get a progress report every two weeks, so nobody has to guess how things are going.',
  },
];

export interface PathwayStep {
  duration: string;
  title: string;
  text: string;
}

export const PATHWAY: readonly PathwayStep[] = [
  {
    duration: '3 months',
    title: 'Learn live',
    text: 'Weekly live classes and guided projects, from first dataset to deployed model.',
  },
  {
    duration: '1 week',
    title: 'Project trial',
    text: 'A short, real task scoped by our product team. It shows how you work, not what you memorised.',
  },
  {
    duration: '6 weeks',
    title: 'Virtual contribution',
    text: 'An unpaid, remote contribution experience on a flagship product or the internship pathway, with code review.',
  },
];
