import { SITE } from '../../../shared/site.js';
import { CONSENT_STORAGE_KEY } from '../features/cookie-consent/consent-storage.js';
import { type PolicyDocument } from './policies.js';

export const COOKIE_POLICY: PolicyDocument = {
  name: 'Cookie Policy',
  title: 'Cookie Policy',
  summary: 'Exactly what this website stores in your browser, why, for how long, and how to change your choice.',
  toc: false,
  sections: [
    {
      id: 'in-short',
      title: 'In short',
      blocks: [
        {
          kind: 'list',
          items: [
            'One local-storage entry that remembers your cookie choice.',
            'One session cookie, only while you are signed in to the licence portal.',
            'No analytics, advertising or third-party cookies, and no tracking pixels.',
          ],
        },
      ],
    },
    {
      id: 'what-they-are',
      title: 'Cookies and local storage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A cookie is a small piece of data a website asks your browser to keep and send back with later requests. Local storage is similar, but stays in your browser and is never sent to us automatically. Both can only be read by the website that set them.',
        },
      ],
    },
    {
      id: 'what-we-store',
      title: 'What this site stores',
      blocks: [
        {
          kind: 'table',
          caption: 'Everything this website stores in your browser',
          columns: ['Name', 'Type', 'Purpose', 'How long it lasts'],
          rows: [
            [
              CONSENT_STORAGE_KEY,
              'Local storage, first-party',
              'Remembers whether you chose Accept or Reject, so the cookie banner does not ask again. It is set when you choose, and its value is "accepted" or "rejected" and nothing else.',
              'Until you clear this site\u2019s data in your browser',
            ],
            [
              '__Host-averra.sid',
              'Cookie, first-party, HttpOnly, strictly necessary',
              'Keeps you signed in to the licence portal after you enter your licence key and one-time code. It is set only when you sign in and holds a random identifier that page scripts cannot read. The __Host- prefix makes the browser accept and send it only over HTTPS and only to this site.',
              'Until you log out, after 30 minutes without activity, or after 12 hours at most',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'If you never sign in to the portal, the session cookie is never set. Browsing the public pages stores nothing except your cookie choice.',
        },
      ],
    },
    {
      id: 'what-we-do-not-use',
      title: 'What we do not use',
      blocks: [
        {
          kind: 'paragraph',
          text: `Every page, image and script on this site is served by ${SITE.name} itself. We load nothing from other websites, so no third party can set or read cookies through our pages. We use no analytics or advertising cookies, no social-media widgets, no tracking pixels and no cross-site tracking.`,
        },
      ],
    },
    {
      id: 'your-choice',
      title: 'Your choice and how to change it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The first time you visit, a banner asks you to accept or reject cookies. Because we set no optional cookies today, both choices leave the site working in exactly the same way; the session cookie is strictly necessary for signing in and is not affected by your choice. If we ever introduce optional cookies, we will update this policy, ask you again, and set them only after you accept.',
        },
        {
          kind: 'paragraph',
          text: 'To change your choice, use Cookie settings at the bottom of any page, or the button in this section, to show the banner again. You can also clear this site\u2019s data in your browser settings, which removes the stored choice and signs you out of the portal. If your browser blocks local storage, for example in some private-browsing modes, we cannot remember your choice and the banner will ask again on your next visit.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'Questions',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'For how we handle personal data more generally, read our ',
            { text: 'Privacy Policy', to: '/privacy' },
            '. For anything else about cookies, contact us:',
          ],
        },
        { kind: 'contact' },
      ],
    },
  ],
};
