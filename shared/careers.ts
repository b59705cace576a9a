/**
 * The roles a careers applicant can choose. The careers page renders its role cards from this list and the server
 * accepts only these ids, so the form and the endpoint can never disagree.
 */
export interface CareerRole {
  id: string;
  title: string;
  summary: string;
  /** "What you'll do" on the role card. */
  responsibilities: readonly string[];
  /** "What we look for" on the role card. */
  lookingFor: readonly string[];
  commitment: string;
}

export const CAREER_ROLES: readonly CareerRole[] = [
  {
    id: 'mentor',
    title: 'Project Mentor',
    summary:
      'Guide small groups of learners through the five guided projects of our live courses, from a first messy dataset to a deployed model.',
    responsibilities: [
      'Run weekly project check-ins and unblock learners when their code or their thinking gets stuck.',
      'Review project submissions and notebooks with specific, kind and actionable feedback.',
      'Help learners turn finished projects into portfolio pieces they can explain in an interview.',
    ],
    lookingFor: [
      'Two or more years of hands-on work in data analysis, machine learning or software engineering.',
      'Patience with beginners and the habit of explaining the why, not only the fix.',
      'Clear written English for code reviews and progress notes.',
    ],
    commitment: 'Part-time and remote, about 4–6 hours a week, mostly evenings India time.',
  },
  {
    id: 'instructor',
    title: 'Live Course Instructor',
    summary:
      'Teach live, three-month cohorts in Applied Data Science & AI, or help us build the Web Development course that launches in July 2025.',
    responsibilities: [
      'Teach live online classes where learners write code alongside you and ask questions as you go.',
      'Shape lesson plans, exercises and datasets so every module ends in a project learners can show.',
      'Work with mentors to spot learners who are falling behind and give them a way back in.',
    ],
    lookingFor: [
      'Real industry experience in Python and machine learning, or in modern full-stack web development.',
      'Teaching, training or conference-speaking experience, paid or volunteer.',
      'Comfort running an engaging class on a video call, camera on.',
    ],
    commitment: 'Part-time and remote, scheduled live sessions each week for a three-month cohort.',
  },
  {
    id: 'tutor',
    title: 'School Subject Tutor',
    summary:
      'Teach one-to-one, remote lessons in maths, physics, chemistry, biology, English or general science for CBSE, ICSE, IGCSE, GCSE, IB and AP students.',
    responsibilities: [
      'Plan and teach live lessons matched to the student’s board, syllabus and upcoming exams.',
      'Set worksheets and mock-exam practice, then go through the answers with the student.',
      'Write the bi-weekly progress report that students and parents receive.',
    ],
    lookingFor: [
      'A degree in your subject and experience teaching at least one of the boards we cover.',
      'For UK students: familiarity with KS3, GCSE or A-Level and exam boards such as Edexcel, AQA, OCR or Cambridge.',
      'A warm, structured teaching style that works for teenagers and reassures parents.',
    ],
    commitment: 'Flexible and remote; you choose the weekly lesson slots you can keep.',
  },
  {
    id: 'contributor',
    title: 'Product Contributor',
    summary:
      'Contribute to our AI assistants for real-estate agents, project managers and support teams, starting with a one-week project trial.',
    responsibilities: [
      'Complete a one-week project trial: a real, scoped task set by our product team.',
      'If the trial goes well, join a six-week virtual contribution on a flagship product or the internship pathway.',
      'Ship code through pull requests, take part in code review and demo what you built to the team.',
    ],
    lookingFor: [
      'Working knowledge of Python or JavaScript and curiosity about applied AI.',
      'Recent graduates of our courses are welcome, and so is anyone who can show equivalent work.',
      'Reliability: the six weeks move at the pace of a real product team.',
    ],
    commitment: 'Remote and unpaid: a one-week trial, then a six-week virtual contribution experience.',
  },
];

export const CAREER_ROLE_IDS: readonly string[] = CAREER_ROLES.map((role) => role.id);
