import { SITE } from '../../../shared/site.js';
import { POLICY_FACTS, type PolicyDocument } from './policies.js';

const { minimumAge, refundWindowHours, refundProcessingWorkingDays, inactiveAccountMonths, governingLaw } = POLICY_FACTS;

export const TERMS_OF_SERVICE: PolicyDocument = {
  name: 'Terms of Service',
  title: 'Terms of Service',
  summary: `The agreement between you and ${SITE.legalName} when you book a course or tutoring, subscribe to an AI tool, join the contribution pathway or use the licence portal.`,
  toc: true,
  sections: [
    {
      id: 'agreement',
      title: 'About these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: `These terms form an agreement between you and ${SITE.legalName} ("${SITE.name}", "we", "us"). By booking a class, enrolling, subscribing, applying for the contribution pathway or signing in to the licence portal, you accept them. If you do so for a business, you confirm that you may bind that business.`,
        },
        {
          kind: 'paragraph',
          text: [
            'Our ',
            { text: 'Privacy Policy', to: '/privacy' },
            ' and ',
            { text: 'Cookie Policy', to: '/cookie' },
            ' explain how we handle personal data and what this site stores in your browser; they form part of these terms.',
          ],
        },
      ],
    },
    {
      id: 'eligibility',
      title: 'Eligibility and accounts',
      blocks: [
        {
          kind: 'list',
          items: [
            `You must be at least ${minimumAge} years old to book, enrol or subscribe yourself. A learner under ${minimumAge} may take part only with the consent of a parent or legal guardian, who accepts these terms on the learner's behalf.`,
            'Give accurate details when you book or apply, and keep them up to date.',
            'A seat, subscription or licence is for the person or business named on it. Do not share your access with others.',
            `If an account has not been used for ${inactiveAccountMonths} months, we may anonymise or delete it.`,
          ],
        },
      ],
    },
    {
      id: 'courses',
      title: 'Courses and tutoring',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our career courses are taught live over 3 months and include guided projects. School tutoring is taught live and remotely for the boards and levels described on each programme page. Course pages describe the content, level and schedule; we may adjust session times, instructors or the order of topics to keep the teaching effective, and we will tell you in advance.',
        },
        {
          kind: 'paragraph',
          text: 'A booking request through the website is not yet an enrolment. Your seat is confirmed when we confirm it by e-mail and your payment is received. Courses marked "Launching Soon" are not open for enrolment.',
        },
        {
          kind: 'paragraph',
          text: 'We teach skills and help you prepare, but we do not guarantee a job, an internship, exam grades or any other particular outcome.',
        },
      ],
    },
    {
      id: 'subscriptions',
      title: 'Subscriptions and prices',
      blocks: [
        {
          kind: 'paragraph',
          text: `Our AI tools and our teaching programmes are offered as monthly subscriptions at US$${SITE.monthlyPrice} per month unless your order states a different price. Applicable taxes, such as GST, are added where the law requires.`,
        },
        {
          kind: 'list',
          items: [
            'Subscriptions are billed monthly in advance and renew automatically until cancelled.',
            'You can cancel at any time by e-mailing us; cancellation takes effect at the end of the month already paid for.',
            'We will give you at least 30 days\u2019 notice of a price change, and you can cancel before it applies.',
            'AI tools shown as "Launching Soon" are in development. Progress figures on their pages are estimates, and early access may change before launch.',
          ],
        },
      ],
    },
    {
      id: 'contribution-pathway',
      title: 'The contribution pathway',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Learners can take a 1-week project trial. Completing it makes you eligible, though not guaranteed a place, for contributing to one of our flagship products or for an internship pathway. After the trial comes a 6-week unpaid virtual contribution experience.',
        },
        {
          kind: 'list',
          items: [
            'The contribution experience is unpaid and is a learning experience: it does not create employment, and no salary, stipend or other payment is due for it.',
            'It is completed remotely, on the schedule and tools we agree with you at the start.',
            'Work you contribute to our products becomes ours, and you agree to sign any document needed to confirm that. You may describe your contribution and show non-confidential parts of it in your portfolio.',
            'You must keep confidential any non-public information about our products, code, customers and plans, during and after the experience.',
            'Either side may end the experience at any time with notice by e-mail.',
          ],
        },
      ],
    },
    {
      id: 'refunds',
      title: 'Refunds',
      blocks: [
        {
          kind: 'callout',
          text: `Refunds are available only if you ask within ${refundWindowHours} hours of enrolment and have not accessed any course content.`,
        },
        {
          kind: 'list',
          items: [
            'Accessing content includes attending or joining a live session, opening or downloading course materials or recordings, and starting a guided project.',
            [
              'To ask for a refund, e-mail ',
              { text: SITE.email, to: `mailto:${SITE.email}` },
              ` from the address you enrolled with, within ${refundWindowHours} hours of enrolment.`,
            ],
            `Approved refunds are processed within ${refundProcessingWorkingDays} working days, to the original payment method.`,
            'The amount refunded is adjusted for payment processing fees charged to us, which are not returned to us.',
            [
              `After ${refundWindowHours} hours, or once content has been accessed, fees are not refundable. This also applies to the first payment of a subscription; later months can be cancelled as described in `,
              { text: 'section 4', to: '#subscriptions' },
              '.',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'If we cancel a course before it starts, we refund everything you paid for it in full.',
        },
      ],
    },
    {
      id: 'licence-keys',
      title: 'Licence keys and the portal',
      blocks: [
        {
          kind: 'list',
          items: [
            'Licence keys are issued by us to the buyer named on the order. Sign-in needs the key and a one-time code sent to the e-mail address registered to that licence.',
            'Keep your licence key confidential, like a password. Tell us at once if you think someone else has it, and we will replace it.',
            'A licence ends when the subscription ends. We may suspend or revoke a key if payment fails, if it is shared, or if it is used in breach of these terms.',
            [
              'You are responsible for the lead data you sync: you must have the right to share it with us and to have it analysed. We process it only to provide the service to you, as our ',
              { text: 'Privacy Policy', to: '/privacy#lead-data' },
              ' describes.',
            ],
            'AI insights, including lead scores, are automated estimates to support your judgement. Check them before you act; decisions about your leads remain yours.',
          ],
        },
      ],
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      blocks: [
        { kind: 'paragraph', text: 'When you use our website, classes, tools or portal, you must not:' },
        {
          kind: 'list',
          items: [
            'break the law, or upload or sync data you have no right to use;',
            'share, resell or publish course materials, recordings or licence keys;',
            'try to get around sign-in, rate limits or other security measures, or access data that is not yours;',
            'probe, scan, overload or disrupt our systems, or introduce malware;',
            'copy, reverse engineer or scrape our software or content, except where the law allows it;',
            'harass, threaten or discriminate against instructors, tutors, learners or staff.',
          ],
        },
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      blocks: [
        {
          kind: 'paragraph',
          text: `Our courses, materials, software, AI tools and the ${SITE.name} name and logo belong to us or our licensors. We give you a personal, non-transferable licence to use them for your own learning or, for licence holders, your own business, for as long as you have access. Projects you create for your own portfolio during a course remain yours, apart from contributions made through the contribution pathway.`,
        },
      ],
    },
    {
      id: 'liability',
      title: 'Liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We provide our services with reasonable care and skill. Apart from that, and to the extent the law allows, they are provided "as is": we do not promise that the website, tools or portal will be uninterrupted or error-free, or that AI insights will be accurate.',
        },
        {
          kind: 'list',
          items: [
            'We are not liable for indirect or consequential loss, such as lost profits, lost opportunities or lost data that you could have backed up.',
            'Our total liability for any claim is limited to the fees you paid us for the service concerned in the 12 months before the claim arose.',
            'Nothing in these terms limits liability that cannot be limited by law, or your rights as a consumer under Indian law.',
          ],
        },
      ],
    },
    {
      id: 'termination',
      title: 'Suspension and ending',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You can stop using our services at any time. We may suspend or end your access if you seriously or repeatedly breach these terms, or if we must do so by law; where reasonable we will warn you first and give you a chance to put things right. Sections on refunds already due, intellectual property, confidentiality, liability and governing law continue after the agreement ends.',
        },
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law and disputes',
      blocks: [
        {
          kind: 'paragraph',
          text: `These terms are governed by ${governingLaw}. If a dispute arises, please write to us first; we will try to resolve it with you within 30 days. If we cannot, the dispute will be decided by the courts of competent jurisdiction in India.`,
        },
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update these terms when our services or the law change. The effective date at the top shows the current version. Changes do not affect a course you have already paid for; for subscriptions, we will tell you at least 30 days before a material change applies.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [{ kind: 'paragraph', text: 'Questions about these terms, refunds or your licence:' }, { kind: 'contact' }],
    },
  ],
};
