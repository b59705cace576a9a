import { SITE } from '../../../shared/site.js';
import { POLICY_FACTS, type PolicyDocument } from './policies.js';

const { minimumAge, inactiveAccountMonths } = POLICY_FACTS;

export const PRIVACY_POLICY: PolicyDocument = {
  name: 'Privacy Policy',
  title: 'Privacy Policy',
  summary: `What personal data ${SITE.legalName} collects when you enquire, book a class, apply for a role or use our licence portal, why we use it, who helps us process it, how long we keep it and the rights you have.`,
  toc: true,
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are and what this policy covers',
      blocks: [
        {
          kind: 'paragraph',
          text: `${SITE.name} is the trading name of ${SITE.legalName}, a company incorporated in India ("${SITE.name}", "we", "us"). We run live, career-focused courses and school-subject tutoring, and we build AI assistant tools that businesses use under a licence key.`,
        },
        {
          kind: 'paragraph',
          text: [
            'This policy applies to this website, the forms on it, our courses and tutoring, and the licence portal where licence holders sign in to see AI insights on their leads. We decide why and how your personal data is used, so for that data we are the data fiduciary under the Digital Personal Data Protection Act, 2023. For lead data that licence holders bring into the portal we act on their instructions, as explained in ',
            { text: 'section 4', to: '#lead-data' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We collect only what you give us through a form or the portal, and a small amount of technical data that every web request carries.',
        },
      ],
      subsections: [
        {
          title: 'Enquiries',
          blocks: [
            {
              kind: 'paragraph',
              text: 'When you use the contact form: your full name, e-mail address, the subject and your message. If you write to us by e-mail or WhatsApp instead, we receive your address or number and what you send.',
            },
          ],
        },
        {
          title: 'Class bookings',
          blocks: [
            {
              kind: 'paragraph',
              text: 'When you book a class: your name, e-mail address and the course you choose, plus your phone number and a message if you add them, and the fact that you accepted our Terms of Service and this policy. Once you join a course or tutoring programme we also keep attendance, the projects and work you submit, and progress reports.',
            },
          ],
        },
        {
          title: 'Career applications',
          blocks: [
            {
              kind: 'paragraph',
              text: 'When you apply for a role: your full name, e-mail address, the roles you are interested in and your résumé (a PDF), including anything you choose to put in it. Please leave out sensitive details we do not need, such as identity document numbers, health information or photographs.',
            },
          ],
        },
        {
          title: 'Licence holders and the portal',
          blocks: [
            {
              kind: 'list',
              items: [
                'Your name and the e-mail address your licence is registered to, where we send one-time sign-in codes.',
                'Your licence key, which we store only as a keyed cryptographic hash, keeping the last four characters so you can recognise it.',
                'Sign-in records: when codes were requested and used, and the session that keeps you signed in.',
                'Lead data you sync from your spreadsheet (lead names, past chat transcripts and previous intent) and the AI insights we generate from it.',
              ],
            },
          ],
        },
        {
          title: 'Payments',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Payments for courses, tutoring and subscriptions are handled by our payment provider. We receive confirmation of the payment with limited details such as the amount, date and payment method type; we never see or store your full card number.',
            },
          ],
        },
        {
          title: 'Technical data, cookies and local storage',
          blocks: [
            {
              kind: 'paragraph',
              text: [
                'Our servers record the IP address, time, requested address and browser type of each request, which we use for security and to stop abuse. In your browser we keep one local-storage entry with your cookie choice and, only while you are signed in to the portal, a session cookie. We use no analytics, advertising or third-party cookies. The ',
                { text: 'Cookie Policy', to: '/cookie' },
                ' lists exactly what is stored.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'why-we-use-it',
      title: 'Why we use your data',
      blocks: [
        {
          kind: 'definitions',
          items: [
            { term: 'To answer you', text: 'Replying to enquiries and to messages about bookings, applications or early access to our AI tools.' },
            { term: 'To arrange and teach classes', text: 'Confirming your seat, scheduling live sessions, sharing materials, reviewing projects and sending progress reports.' },
            { term: 'To recruit', text: 'Assessing applications for mentor, instructor and contributor roles and contacting shortlisted applicants.' },
            { term: 'To run the portal', text: 'Verifying licence keys, sending one-time codes, keeping you signed in and producing AI insights on the leads you sync.' },
            { term: 'To keep services safe', text: 'Preventing fraud, spam and misuse, limiting repeated attempts, and investigating security incidents.' },
            { term: 'To meet legal duties', text: 'Keeping accounting and tax records and responding to lawful requests from authorities.' },
          ],
        },
        {
          kind: 'paragraph',
          text: 'We rely on the consent you give when you submit a form or sign in, and on the legitimate uses the law allows, such as processing data you provided voluntarily for a specific purpose or meeting a legal obligation. We do not sell personal data, we do not use it for advertising, and we do not make decisions about you that have legal or similarly significant effects by automated means alone.',
        },
      ],
    },
    {
      id: 'lead-data',
      title: 'Lead data in the licence portal',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Licence holders, such as real-estate agents, sync data about their own leads into the portal. For that data the licence holder decides what is processed and why, and we process it only to provide the service to them. The licence holder is responsible for having a lawful basis to share it with us and for answering requests from their leads; we will help them do so.',
        },
        {
          kind: 'paragraph',
          text: 'AI insights (predicted intent, a lead score from 0 to 100, top needs, a summary and a suggested next action) are produced on our own servers by default. Where a licence holder has AI-provider analysis enabled, the lead name, past chats and previous intent of the lead being analysed are sent to that provider to generate the insight, under contract terms that restrict the provider to processing it for us.',
        },
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We share personal data only with service providers who process it on our behalf and under our instructions, and only as far as they need to do their job:',
        },
        {
          kind: 'list',
          items: [
            'Hosting and database providers that run our website, portal and storage.',
            'E-mail delivery providers that send one-time codes, booking confirmations and replies.',
            ['AI providers that generate lead insights, where that option is enabled (see ', { text: 'section 4', to: '#lead-data' }, ').'],
            'Payment providers that process course, tutoring and subscription payments.',
            'Spreadsheet services that a licence holder connects, from which we read their lead data.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may also disclose data to our professional advisers, to a buyer or successor if our business is reorganised or sold (who must honour this policy), and to courts, regulators or law enforcement when the law requires it. Some providers may process data outside India; we use them only where Indian law permits the transfer and with safeguards in our contracts.',
        },
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        {
          kind: 'table',
          caption: 'Retention periods by type of data',
          columns: ['Data', 'How long we keep it'],
          rows: [
            ['Enquiries and messages', 'Up to 24 months after our last exchange with you.'],
            ['Class bookings and learning records', 'For your course or programme, then up to 24 months; invoices and payment records for 8 years, as Indian company and tax law requires.'],
            ['Career applications and résumés', 'Up to 12 months after we decide on your application, unless you ask us to delete them sooner or you join us.'],
            ['Licence and portal data', 'While the licence is active, then deleted or anonymised within 90 days of the licence ending, apart from billing records.'],
            ['One-time sign-in codes', 'Stored only as a keyed hash and valid for 10 minutes.'],
            ['Portal sessions', 'End after 30 minutes without activity, after 12 hours at most, or when you log out.'],
            ['Server logs', 'Up to 90 days, longer only while we investigate a specific security incident.'],
          ],
        },
        {
          kind: 'callout',
          text: `Inactive accounts: if an account has not been used for ${inactiveAccountMonths} months, we may anonymise or delete it and the personal data linked to it.`,
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        { kind: 'paragraph', text: 'Subject to the conditions set by law, you can ask us to:' },
        {
          kind: 'list',
          items: [
            'tell you what personal data we hold about you, how we use it and with whom we have shared it;',
            'correct, complete or update data that is inaccurate or out of date;',
            'erase data we no longer need or that you no longer consent to us using;',
            'withdraw your consent at any time, without affecting processing that took place before;',
            'nominate another person to exercise your rights if you die or become unable to do so.',
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Send your request to ',
            { text: SITE.email, to: `mailto:${SITE.email}` },
            ' from the e-mail address we know you by, so we can confirm it is you. We reply within 30 days. If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
          ],
        },
      ],
    },
    {
      id: 'security',
      title: 'How we protect it',
      blocks: [
        {
          kind: 'list',
          items: [
            'All traffic to the site and portal is encrypted in transit (HTTPS).',
            'Licence keys and one-time codes are stored only as keyed hashes; codes expire after 10 minutes and are locked after repeated wrong attempts.',
            'The portal session cookie is HttpOnly, so scripts in the page cannot read it.',
            'Résumés are stored privately and are never published on the website.',
            'Access to personal data is limited to staff who need it for their work.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'No system is completely secure. If a breach affects your personal data, we will inform you and the authorities as the law requires.',
        },
      ],
    },
    {
      id: 'children',
      title: 'Children and young learners',
      blocks: [
        {
          kind: 'paragraph',
          text: `Learners must be at least ${minimumAge} years old to book, enrol or apply on their own. A learner under ${minimumAge} may join our courses or tutoring only with the consent of a parent or legal guardian, who makes the booking and whom we contact about it. Where a law that applies to you requires a parent's or guardian's consent for an older learner, we ask for that consent too.`,
        },
        {
          kind: 'paragraph',
          text: `We do not knowingly collect personal data from anyone under ${minimumAge} without that consent. If you believe we have, write to us and we will delete it.`,
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update this policy when our services or the law change. The effective date at the top shows the current version. If a change affects how we use data you have already given us, we will tell you by e-mail or on this website before it applies.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact and grievances',
      blocks: [
        {
          kind: 'paragraph',
          text: 'For any question, request or complaint about your personal data, contact us. Our Grievance Officer reads messages sent to the address below with "Privacy" in the subject line.',
        },
        { kind: 'contact' },
      ],
    },
  ],
};
