import { EXAM_BOARDS, PROGRESS_REPORT_FEATURE, programSlides, type TeachingProgram } from './teaching-program.js';

/** Mathematics and English. Maths carries the spec's Course Features; English claims no numbers the spec lacks. */
export const MATH_PROGRAM: TeachingProgram = {
  slug: 'math-teach',
  courseId: 'math-tutoring',
  subject: 'Mathematics',
  title: 'Mathematics tutoring',
  lead: 'Live online maths classes that take each topic from the idea behind it to exam-level questions, taught to the syllabus of your board.',
  boards: EXAM_BOARDS,
  topics: ['Algebra', 'Geometry', 'Trigonometry', 'Calculus', 'Statistics & Probability', 'Coordinate Geometry'],
  slides: programSlides('math', [
    'A live online maths class: the tutor sketches a parabola on a shared whiteboard',
    'A maths worksheet with worked answers ticked and a 10/10 score',
    'A progress report showing maths scores by topic, sent every two weeks',
  ]),
  benefits: [
    {
      icon: 'live',
      title: 'Live classes, never recordings',
      text: 'Your tutor works through problems with you in real time, spots where a method goes wrong and fixes it on the spot.',
    },
    {
      icon: 'projects',
      title: 'Practice that matches the paper',
      text: 'Worksheets climb from warm-up to exam difficulty and are written in the style of your board’s question papers.',
    },
    {
      icon: 'clock',
      title: 'Exam-ready under time',
      text: 'Timed mock exams train pace and presentation, so no marks are lost to the clock.',
    },
    {
      icon: 'chart',
      title: 'Progress you can see',
      text: 'Every 2 weeks, parents get a report on topics covered, scores and what to focus on next.',
    },
  ],
  details: {
    curriculum: [
      'The program follows your board’s syllabus from number and algebra through geometry, trigonometry and statistics to calculus for senior students. Each topic starts with the idea behind it, moves to worked examples and ends with questions in the style of past papers.',
      'Students preparing for board exams get a revision plan built around mock exams, and every mistake is reviewed in class until the method is secure.',
    ],
    features: ['60+ hours of live classes', '300+ worksheets', '12 mock exams', PROGRESS_REPORT_FEATURE],
  },
};

export const ENGLISH_PROGRAM: TeachingProgram = {
  slug: 'english-teach',
  courseId: 'english-tutoring',
  subject: 'English',
  title: 'English tutoring',
  lead: 'Live online English classes that build confident readers, clear writers and articulate speakers, for every major school board.',
  boards: EXAM_BOARDS,
  topics: ['Grammar & Usage', 'Reading Comprehension', 'Essay Writing', 'Literature', 'Vocabulary', 'Speaking & Listening'],
  slides: programSlides('english', [
    'A live online English class: the tutor annotates a poem on a shared whiteboard',
    'An English worksheet on poetic techniques with answers ticked',
    'A progress report showing English scores by skill, sent every two weeks',
  ]),
  benefits: [
    {
      icon: 'chat',
      title: 'Feedback on every essay',
      text: 'Each piece of writing comes back with comments on structure, argument and language, and a clear target for the next draft.',
    },
    {
      icon: 'school',
      title: 'Close reading',
      text: 'Learn to annotate a text, find evidence and explain a writer’s choices, for unseen passages and set texts alike.',
    },
    {
      icon: 'live',
      title: 'Speaking with confidence',
      text: 'Discussion and presentation practice in every class builds fluency for oral assessments and beyond.',
    },
    {
      icon: 'chart',
      title: 'Progress you can see',
      text: 'A report every 2 weeks tracks reading, writing and speaking, so parents know exactly where things stand.',
    },
  ],
  details: {
    curriculum: [
      'The program covers language and literature as your board sets them: grammar and vocabulary, comprehension of fiction and non-fiction, descriptive, narrative and argumentative writing, and the study of prescribed poetry, prose and drama.',
      'Each week combines a reading task, a writing task with written feedback and a short speaking activity, so all the skills grow together.',
    ],
    features: [
      'Live classes with a dedicated English tutor',
      'Written feedback on every essay',
      'Reading and writing practice matched to your syllabus',
      PROGRESS_REPORT_FEATURE,
    ],
  },
};
