/** Links of the header and footer. Hash links are scrolled to by the layout. */
export interface NavLinkItem {
  label: string;
  to: string;
}

export const HEADER_LINKS: readonly NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Live Courses', to: '/#whatweoffer' },
  { label: 'Why Us', to: '/#whyus' },
];

export const HEADER_CTA: NavLinkItem = { label: 'Get Started', to: '/joinclass#bookid' };

export interface FooterGroup {
  title: string;
  links: readonly NavLinkItem[];
}

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: 'Explore',
    links: [
      { label: 'Home', to: '/' },
      { label: 'Our Courses', to: '/#whatweoffer' },
      { label: 'Why Us', to: '/#whyus' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Join Classes', to: '/joinclass' },
      { label: 'Careers', to: '/careers' },
      { label: 'Contact Us', to: '/contact' },
    ],
  },
];

export const POLICY_LINKS: readonly NavLinkItem[] = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Cookie Policy', to: '/cookie' },
];
