/** What happens after a visitor books, shown beside the Join Classes form. */
export interface JoinStep {
  title: string;
  text: string;
}

export const JOIN_STEPS: readonly JoinStep[] = [
  {
    title: 'We read your request',
    text: 'A course advisor checks your goals and background against the course or subject you chose.',
  },
  {
    title: 'You get dates and a call slot',
    text: 'We e-mail the next cohort dates, the weekly live-class schedule and a time for a 15-minute call.',
  },
  {
    title: 'You join your first live class',
    text: 'Course learners start with the first guided project; tutoring students start with a free trial lesson.',
  },
];
