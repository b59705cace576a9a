import { appliedDsaiJsonLd } from '../../content/courses-applied-dsai-facts.js';
import type { RouteMeta } from '../page-route.js';

/** Titles, descriptions and structured data of the company pages (kept out of the entry chunk: see route-meta.ts). */
export const COMPANY_META: Record<string, RouteMeta> = {
  '/courses': {
      title: 'Live Courses in Data Science, AI and Web Dev | Averra AI',
      description:
        'Three-month live courses with five guided projects: Applied Data Science & AI is open for enrolment, Web Development launches in July 2025.',
    },
  '/applieddsai': {
      title: 'Applied Data Science & AI: 3-Month Live Course | Averra AI',
      description:
        'Learn Python, machine learning and generative AI live over 3 months, beginner to intermediate, through five guided projects and a path into product work.',
      jsonLd: appliedDsaiJsonLd,
    },
  '/careers': {
      title: 'Careers: Mentors, Instructors and Contributors | Averra AI',
      description:
        'Work remotely with Averra AI as a project mentor, live course instructor, school subject tutor or product contributor. Apply with your résumé.',
    },
  '/aboutus': {
      title: 'About Averra AI | Live Learning and AI Tools',
      description:
        'Averra AI is an India-based team that runs live career courses and school tutoring, and builds AI assistants for agents, project managers and support teams.',
    },
  '/privacy': {
      title: 'Privacy Policy | Averra AI',
      description:
        'How Averra AI Learning Pvt. Ltd. collects, uses, shares, keeps and protects personal data from enquiries, bookings, job applications and the licence portal.',
    },
  '/terms': {
      title: 'Terms of Service | Averra AI',
      description:
        'Terms for Averra AI courses, tutoring and $69-a-month AI tool subscriptions: the contribution pathway, 48-hour refunds, licence keys and Indian law.',
    },
  '/cookie': {
      title: 'Cookie Policy | Averra AI',
      description:
        'Averra AI stores one local-storage entry for your cookie choice and a session cookie only while you are signed in to the portal. No third-party cookies.',
    },
};
