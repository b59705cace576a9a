import { EXAM_BOARDS, PROGRESS_REPORT_FEATURE, programSlides, type TeachingProgram } from './teaching-program.js';

/** General science and the three separate sciences. Course Features carry the spec's constants exactly. */
export const SCIENCE_PROGRAM: TeachingProgram = {
  slug: 'science-teach',
  courseId: 'science-tutoring',
  subject: 'General Science',
  title: 'General science tutoring',
  lead: 'Live online science classes for younger students that bring physics, chemistry and biology together, with simple experiments to try at home.',
  boards: EXAM_BOARDS,
  topics: ['Matter & Materials', 'Forces & Motion', 'Energy', 'Living Organisms', 'Light & Sound', 'Earth & Environment'],
  slides: programSlides('science', [
    'A live online science class: the tutor draws an atom and a growing plant on a shared whiteboard',
    'A science worksheet with short answers ticked and a 10/10 score',
    'A progress report showing science scores by topic, sent every two weeks',
  ]),
  benefits: [
    {
      icon: 'sparkle',
      title: 'Curiosity first',
      text: 'Every lesson starts with a question from everyday life, such as why ice floats, and works toward the science that answers it.',
    },
    {
      icon: 'projects',
      title: 'Experiments at home',
      text: 'Safe, simple experiments with household materials turn each topic into something students have seen for themselves.',
    },
    {
      icon: 'level',
      title: 'A strong base for later',
      text: 'Clear foundations in all three sciences make the step up to separate physics, chemistry and biology far easier.',
    },
    {
      icon: 'chart',
      title: 'Parents stay informed',
      text: 'A progress report every 2 weeks shows what was covered, how your child scored and what comes next.',
    },
  ],
  details: {
    curriculum: [
      'The program covers the integrated science of the middle-school years: matter and how it changes, forces and motion, energy, light and sound, living organisms and the environment, in the order your board teaches them.',
      'Lessons mix short explanations, demonstrations and guided practice. Every unit ends with a worksheet and a short quiz, so gaps are caught while they are still small.',
    ],
    features: ['50+ hours of live classes', '200+ worksheets', '10 mock exams', PROGRESS_REPORT_FEATURE],
  },
};

export const PHYSICS_PROGRAM: TeachingProgram = {
  slug: 'physics-teach',
  courseId: 'physics-tutoring',
  subject: 'Physics',
  title: 'Physics tutoring',
  lead: 'Live online physics classes that connect every formula to the idea behind it, from motion and forces to circuits, waves and the atom.',
  boards: EXAM_BOARDS,
  topics: ['Mechanics', 'Electricity & Magnetism', 'Waves & Optics', 'Thermal Physics', 'Modern Physics', 'Units & Measurement'],
  slides: programSlides('physics', [
    'A live online physics class: the tutor draws the forces on a block on a slope',
    'A physics worksheet with a circuit diagram and worked answers ticked',
    'A progress report showing physics scores by topic, sent every two weeks',
  ]),
  benefits: [
    {
      icon: 'sparkle',
      title: 'Concepts before formulas',
      text: 'Interactive simulations show forces, fields and waves in motion, so an equation describes something you have already seen.',
    },
    {
      icon: 'projects',
      title: 'Numericals, step by step',
      text: 'One reliable method for problem solving: draw the situation, list what you know, choose the law, then calculate and check units.',
    },
    {
      icon: 'clock',
      title: 'Ready for the exam hall',
      text: 'Timed mock exams in the format of your board train pace, presentation and the habit of showing every step.',
    },
    {
      icon: 'chart',
      title: 'Progress you can see',
      text: 'A report every 2 weeks tells students and parents which topics are secure and which need another look.',
    },
  ],
  details: {
    curriculum: [
      'Classes cover mechanics, electricity and magnetism, waves and optics, thermal physics and modern physics, in the order and depth your board sets. Each chapter pairs the theory, with derivations where the syllabus asks for them, with a graded set of numerical problems.',
      'Practical skills are taught too: reading and plotting graphs, handling units and uncertainties, and writing up experiments the way examiners expect.',
    ],
    features: ['50+ hours of live classes', '200+ worksheets', '10 mock exams', PROGRESS_REPORT_FEATURE],
  },
};

export const CHEMISTRY_PROGRAM: TeachingProgram = {
  slug: 'chemistry-teach',
  courseId: 'chemistry-tutoring',
  subject: 'Chemistry',
  title: 'Chemistry tutoring',
  lead: 'Live online chemistry classes that make equations, structures and reactions click, with virtual lab experiments for the practical side.',
  boards: EXAM_BOARDS,
  topics: ['Atomic Structure', 'Chemical Bonding', 'Stoichiometry', 'Organic Chemistry', 'Acids, Bases & Salts', 'Electrochemistry'],
  slides: programSlides('chemistry', [
    'A live online chemistry class: the tutor draws a benzene ring and balances an equation',
    'A chemistry worksheet with answers ticked, from balancing equations to pH',
    'A progress report showing chemistry scores by topic, sent every two weeks',
  ]),
  benefits: [
    {
      icon: 'sparkle',
      title: 'A lab at home',
      text: 'Virtual lab experiments let you mix, heat and titrate safely, and see why a reaction behaves the way it does.',
    },
    {
      icon: 'check',
      title: 'Equations without fear',
      text: 'A step-by-step method for balancing equations and mole calculations, practised until it becomes routine.',
    },
    {
      icon: 'pathway',
      title: 'Organic chemistry, mapped',
      text: 'Reaction pathways are drawn as maps, so you learn how families of compounds connect instead of memorising lists.',
    },
    {
      icon: 'chart',
      title: 'Progress you can see',
      text: 'A report every 2 weeks shows scores by topic and the next steps agreed with your tutor.',
    },
  ],
  details: {
    curriculum: [
      'The program covers physical, inorganic and organic chemistry as your board structures them: atomic structure and bonding, the mole and stoichiometry, periodic trends, acids and bases, electrochemistry and organic reactions.',
      'Virtual lab sessions run alongside each unit, so students practise the experimental and data-handling skills that practical papers and internal assessments test.',
    ],
    features: ['40+ virtual lab experiments', '150+ worksheets', '8 mock exams', PROGRESS_REPORT_FEATURE],
  },
};

export const BIOLOGY_PROGRAM: TeachingProgram = {
  slug: 'biology-teach',
  courseId: 'biology-tutoring',
  subject: 'Biology',
  title: 'Biology tutoring',
  lead: 'Live online biology classes from the cell to the ecosystem, with clear diagrams and the precise answers examiners reward.',
  boards: [...EXAM_BOARDS, 'AP'],
  topics: ['Cell Biology', 'Genetics & Evolution', 'Human Physiology', 'Plant Biology', 'Ecology', 'Biochemistry'],
  slides: programSlides('biology', [
    'A live online biology class: the tutor labels an animal cell and a DNA double helix',
    'A biology worksheet with a cell diagram and answers ticked',
    'A progress report showing biology scores by topic, sent every two weeks',
  ]),
  benefits: [
    {
      icon: 'projects',
      title: 'Diagrams that score',
      text: 'Learn to draw and label the diagrams examiners look for, from the heart and the nephron to a plant cell.',
    },
    {
      icon: 'chat',
      title: 'The right words',
      text: 'Precise terminology and structured long answers, so what you understand turns into full marks.',
    },
    {
      icon: 'level',
      title: 'AP and IB depth',
      text: 'Senior students go further into molecular biology, data analysis and experimental design.',
    },
    {
      icon: 'chart',
      title: 'Progress you can see',
      text: 'A report every 2 weeks shows which units are secure and what to revise next.',
    },
  ],
  details: {
    curriculum: [
      'Classes move from cell structure and biochemistry through genetics, evolution, and human and plant physiology to ecology, following the sequence and depth of your board. Each unit closes with data-response and long-answer practice.',
      'For AP and IB students the program adds the experimental design and statistical analysis those exams expect.',
    ],
    features: ['50+ hours of live classes', '200+ worksheets', '10 mock exams', PROGRESS_REPORT_FEATURE],
  },
};
