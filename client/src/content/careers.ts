/** Copy of the Careers page (/careers); the roles themselves live in shared/careers.ts. */
import type { IconName } from '../components/Icon.js';

export interface HiringStep {
  title: string;
  text: string;
}

export const HIRING_STEPS: readonly HiringStep[] = [
  {
    title: 'Apply',
    text: 'Send this form with your résumé as a PDF and tick every role that interests you.',
  },
  {
    title: 'A conversation',
    text: 'If your experience fits, we invite you to a video call about how you teach, mentor or build.',
  },
  {
    title: 'Show us how you work',
    text: 'Instructors and tutors teach a short sample lesson, mentors review a sample project, and contributors take the one-week project trial.',
  },
  {
    title: 'Start',
    text: 'You meet the team, get access to our tools and materials, and pick up your first cohort, student or task.',
  },
];

export interface WorkingPerk {
  icon: IconName;
  title: string;
  text: string;
}

export const WORKING_WITH_US: readonly WorkingPerk[] = [
  {
    icon: 'live',
    title: 'Remote by default',
    text: 'Every role is remote. Classes and lessons run online, and we plan around the time zones of our learners.',
  },
  {
    icon: 'team',
    title: 'Teach next to builders',
    text: 'Instructors and mentors work alongside the engineers who build our AI products, and the two sides learn from each other.',
  },
  {
    icon: 'projects',
    title: 'Materials ready to go',
    text: 'Lesson plans, datasets, worksheets and project rubrics are shared, so you spend your time teaching, not formatting slides.',
  },
];
