/** Copy of the About page (/aboutus). Facts follow the product spec: no dates, awards or numbers beyond it. */
import type { IconName } from '../components/Icon.js';

export const STORY: readonly string[] = [
  'Averra AI is an India-based team that does two things which, to us, belong together: we build AI assistants for working teams, and we teach people, live, how to build and use AI themselves.',
  'We started teaching because we kept meeting capable people who had watched hours of recorded lessons and still could not ship a working model. What made the difference for them was what makes the difference on our own product team: someone explaining in real time, a real problem to solve, and honest feedback on the result.',
  'So our courses are live, project-first and taught by people who build software for a living. And because we build products, we can offer something most courses cannot: a route from the classroom into contributing to real product work.',
];

export interface Offering {
  icon: IconName;
  title: string;
  text: string;
  points: readonly string[];
  link: { to: string; label: string };
}

export const WHAT_WE_TEACH: readonly Offering[] = [
  {
    icon: 'live',
    title: 'Live career courses',
    text: 'Three-month, instructor-led courses for early-career learners and professionals, each built around five guided projects.',
    points: [
      'Applied Data Science & AI, beginner to intermediate, open for enrolment',
      'Web Development, launching in July 2025',
      'A one-week project trial that can lead to product contribution',
    ],
    link: { to: '/courses', label: 'See our courses' },
  },
  {
    icon: 'school',
    title: 'School-subject tutoring',
    text: 'Remote, one-to-one teaching for school students across six boards: CBSE, ICSE, IGCSE, GCSE, IB and AP.',
    points: [
      'Mathematics, physics, chemistry, biology, English and general science',
      'Worksheets and mock exams matched to the board',
      'A progress report for students and parents every two weeks',
    ],
    link: { to: '/services/teaching', label: 'Explore tutoring' },
  },
  {
    icon: 'team',
    title: 'UK curriculum tutoring',
    text: 'KS3, GCSE and A-Level tutoring with 1-on-1 live tutors for students following Edexcel, AQA, OCR or Cambridge.',
    points: [
      'Bi-weekly progress reports',
      'A free emotional wellbeing tracker',
      'A free trial lesson before you commit',
    ],
    link: { to: '/ukcurriculum', label: 'UK curriculum tutoring' },
  },
];

export interface BuildArea {
  audience: string;
  title: string;
  text: string;
}

export const WHAT_WE_BUILD: readonly BuildArea[] = [
  {
    audience: 'Real-estate agents',
    title: 'Lead insights and valuations',
    text: 'Lead sentiment analysis that reads past conversations and suggests the next best action, and a property valuation assistant.',
  },
  {
    audience: 'Project managers',
    title: 'Priorities and daily plans',
    text: 'A task prioritizer and daily planner that turns a long task sheet into a realistic plan for today.',
  },
  {
    audience: 'Support teams',
    title: 'Tickets and replies',
    text: 'A ticket analyzer that categorises incoming requests, and a response assistant that suggests replies for an agent to check.',
  },
];

/** The system flow told to visitors (spec section 1). */
export const SYSTEM_FLOW: readonly string[] = [
  'An admin issues a licence key.',
  'You sign in to the portal.',
  'You pick the spreadsheet data to work on.',
  'The AI returns its results.',
];

export interface Principle {
  title: string;
  text: string;
}

export const APPROACH: readonly Principle[] = [
  {
    title: 'Teachers who build',
    text: 'The people who teach our courses and mentor projects also design, build and support our AI products. What you learn in class is what we use at work.',
  },
  {
    title: 'Projects before theory',
    text: 'Theory is introduced when a project needs it. You learn why a model overfits on the day your own model does.',
  },
  {
    title: 'Feedback that is specific',
    text: 'Reviews say what works, what does not and what to try next, the way a good code review does.',
  },
  {
    title: 'A bridge to real work',
    text: 'A one-week trial, then a six-week unpaid virtual contribution on a flagship product or the internship pathway, for those who want it.',
  },
];

export const VALUES: readonly Principle[] = [
  {
    title: 'Live beats recorded',
    text: 'A person who can see where you are stuck teaches better than any video. We keep our classes live.',
  },
  {
    title: 'Show the work',
    text: 'We judge learning by what you can build and explain, and we hold our own products to the same standard.',
  },
  {
    title: 'Say where things stand',
    text: 'Our product pages show how far each tool has come and say “Launching Soon” until it launches. Courses that are not open yet say so too.',
  },
  {
    title: 'People check the AI',
    text: 'Our assistants suggest and people decide: an agent reads the lead insight, a support agent sends the reply.',
  },
  {
    title: 'Your data, your choice',
    text: 'Our tools work behind a licence key and a signed-in session, on the spreadsheet data you choose to give them.',
  },
  {
    title: 'Every learner counts',
    text: 'From a school student preparing for a board exam to a professional changing careers, each learner gets a plan and someone who follows it up.',
  },
];
