/** The live courses shown in the Programs section of the home page (spec: Program / course entity). */
export type ProgramStatus = 'open' | 'launching-soon';
export type ProgramIcon = 'chart' | 'code';

export interface Program {
  id: string;
  title: string;
  icon: ProgramIcon;
  tags: readonly string[];
  description: string;
  summary: string;
  guidedProjects: readonly string[];
  duration: string;
  level: string;
  enrollLabel: string;
  status: ProgramStatus;
  /** Where the enrol link goes; only open programs have one. */
  link?: string;
}

export const PROGRAMS: readonly Program[] = [
  {
    id: 'applied-data-science-ai',
    title: 'Applied Data Science & AI',
    icon: 'chart',
    tags: ['Python', 'Machine learning', 'Generative AI', 'MLOps basics'],
    description:
      'Go from spreadsheets to shipped models. You learn Python, statistics and machine learning by working on real data every week, then put a model behind an API.',
    summary: 'For graduates and working professionals moving into data and AI roles. No prior ML experience needed.',
    guidedProjects: ['Data Analysis', 'Model Development', 'Visualization', 'Deployment', 'AI Solutions'],
    duration: '3 months, live',
    level: 'Beginner to intermediate',
    enrollLabel: 'Enroll now',
    status: 'open',
    link: '/applieddsai',
  },
  {
    id: 'web-development',
    title: 'Web Development',
    icon: 'code',
    tags: ['HTML & CSS', 'JavaScript', 'React', 'Node.js'],
    description:
      'Build and deploy full-stack web applications the way product teams do: accessible interfaces, typed APIs, a database and a pipeline that ships.',
    summary: 'For beginners who want a first developer role and self-taught coders who want structure.',
    guidedProjects: ['Responsive Layouts', 'Interactive UI', 'REST APIs', 'Full-Stack App', 'Deployment'],
    duration: '3 months, live',
    level: 'Beginner friendly',
    enrollLabel: 'Enrolment opens July 2025',
    status: 'launching-soon',
  },
];
