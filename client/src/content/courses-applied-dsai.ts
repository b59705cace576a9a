/** Copy of the Applied Data Science & AI course page (/applieddsai). */
import type { IconName } from '../components/Icon.js';


export interface CourseHighlight {
  icon: IconName;
  title: string;
  text: string;
}

export const HIGHLIGHTS: readonly CourseHighlight[] = [
  {
    icon: 'live',
    title: 'Taught live, every week',
    text: 'Instructor-led online classes where you write the code yourself, ask questions as they come up and see how an expert debugs.',
  },
  {
    icon: 'chart',
    title: 'Real, messy data',
    text: 'Property listings, customer conversations, support tickets: the kinds of data our own AI assistants work with, not tidy textbook tables.',
  },
  {
    icon: 'code',
    title: 'Python from the ground up',
    text: 'No prior programming or machine-learning experience needed. We start with Python and statistics and build up one layer at a time.',
  },
  {
    icon: 'sparkle',
    title: 'Modern AI, used responsibly',
    text: 'Classical machine learning first, then large language models: prompting, retrieval over your own documents and checking answers before trusting them.',
  },
  {
    icon: 'projects',
    title: 'Feedback on every project',
    text: 'Mentors review each project against a clear rubric and tell you what to improve, the way a reviewer would on a product team.',
  },
  {
    icon: 'career',
    title: 'Built for a career move',
    text: 'Interview practice, portfolio reviews and a route into real product work are part of the course, not an optional extra.',
  },
];

export interface GuidedProject {
  title: string;
  text: string;
  skills: readonly string[];
  deliverable: string;
}

export const GUIDED_PROJECTS: readonly GuidedProject[] = [
  {
    title: 'Data Analysis',
    text: 'Load a messy real-estate listings dataset, fix missing values, duplicates and outliers, and answer questions a business actually asks: which areas are rising, and what drives price?',
    skills: ['Python', 'pandas', 'Descriptive statistics'],
    deliverable: 'An analysis notebook and a one-page findings summary',
  },
  {
    title: 'Model Development',
    text: 'Engineer features and train regression and classification models, compare them with cross-validation and honest metrics, and explain why the model you picked is the right trade-off.',
    skills: ['scikit-learn', 'Feature engineering', 'Model evaluation'],
    deliverable: 'A model comparison report with your recommendation',
  },
  {
    title: 'Visualization',
    text: 'Turn your analysis into clear charts and an interactive dashboard a non-technical manager can use without you in the room, with honest axes and plain-language labels.',
    skills: ['Matplotlib', 'Plotly', 'Data storytelling'],
    deliverable: 'An interactive dashboard and a five-minute walkthrough',
  },
  {
    title: 'Deployment',
    text: 'Put your model behind a documented REST API, package it in a container, add tests and logging, and deploy it so anyone with the link can send it data.',
    skills: ['FastAPI', 'Docker', 'Testing'],
    deliverable: 'A live prediction API with its documentation',
  },
  {
    title: 'AI Solutions',
    text: 'Build an assistant on a large language model that suggests replies to customer messages, grounded in your own documents, and measure how often its answers are right.',
    skills: ['LLM prompting', 'Retrieval', 'Evaluation'],
    deliverable: 'A working AI assistant demo and an evaluation write-up',
  },
];

export const CAREER_READINESS: readonly CourseHighlight[] = [
  {
    icon: 'projects',
    title: 'A portfolio you can explain',
    text: 'Five projects in a public repository, each with a README that says what problem it solves, how, and what you would do next.',
  },
  {
    icon: 'chat',
    title: 'Interview practice',
    text: 'Mock interviews on Python, statistics and machine-learning questions, and practice presenting a project in five minutes.',
  },
  {
    icon: 'team',
    title: 'Résumé and profile review',
    text: 'A mentor reviews your résumé and professional profile so they lead with the work you have shipped.',
  },
  {
    icon: 'career',
    title: 'Know which roles fit',
    text: 'Guidance on data analyst, junior machine-learning engineer and AI engineer roles: what each asks for and how your projects map to it.',
  },
];

export interface PathwayStage {
  label: string;
  title: string;
  text: string;
}

/** Spec: a 1-week project trial unlocks eligibility; then a 6-week unpaid virtual contribution experience. */
export const CONTRIBUTION_PATHWAY: readonly PathwayStage[] = [
  {
    label: '1 week',
    title: 'Project trial',
    text: 'Take on a real, scoped task from our product team. It shows how you work with a codebase, ask questions and finish.',
  },
  {
    label: 'Eligibility',
    title: 'Choose your track',
    text: 'A successful trial makes you eligible to contribute to one of our flagship AI products or to join the internship pathway.',
  },
  {
    label: '6 weeks',
    title: 'Virtual contribution',
    text: 'A six-week, unpaid, remote contribution experience: real tickets, code review and a demo of what you built.',
  },
];

export const AUDIENCE: readonly string[] = [
  'Graduates and final-year students who want a first role in data or AI.',
  'Working professionals moving into data work from analysis, engineering, finance or operations.',
  'Anyone comfortable with a computer and spreadsheets: we teach Python from the basics.',
];
