import { SITE } from '../../../shared/site.js';

/** Questions parents ask before booking UK curriculum tutoring. */
export interface UkFaqItem {
  question: string;
  answer: string;
}

export const UK_FAQ: readonly UkFaqItem[] = [
  {
    question: 'Is the first lesson really free?',
    answer:
      'Yes. Your child’s first lesson is a free trial: a full one-to-one session with a tutor in the subject you choose, so you can see how we teach before you decide.',
  },
  {
    question: 'Which exam boards and levels do you cover?',
    answer:
      'We tutor KS3 (Years 7 to 9), GCSE (Years 10 and 11) and A-Level (Years 12 and 13) for the Edexcel, AQA, OCR and Cambridge specifications. Tell us the board when you book and lessons follow it.',
  },
  {
    question: 'How will I know my child is making progress?',
    answer:
      'You receive a progress report every two weeks. It lists the topics covered, how your child did on practice and past-paper questions, and what the tutor plans next.',
  },
  {
    question: 'What is the emotional wellbeing tracker, and does it cost extra?',
    answer:
      'It is a short, regular check-in where your child tells us how they feel about school, workload and exams. It helps the tutor adjust pace and support. It is free for every student.',
  },
  {
    question: 'How do the lessons work?',
    answer:
      'Lessons are live and online, with one tutor and one student. The tutor explains, works through examples with your child and sets exam-style questions, then reviews the answers together.',
  },
  {
    question: 'How much does tutoring cost?',
    answer: `UK curriculum tutoring is $${SITE.monthlyPrice} per month. The first lesson is a free trial, so you only pay once you are happy with the fit.`,
  },
];
