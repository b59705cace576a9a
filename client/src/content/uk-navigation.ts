/** The UK curriculum page's own navigation bar (the shared header is not shown there). */
export interface UkNavLink {
  label: string;
  to: string;
}

export const UK_PAGE_PATH = '/ukcurriculum';

export const UK_NAV_LINKS: readonly UkNavLink[] = [
  { label: 'Subjects Covered', to: `${UK_PAGE_PATH}#subjects` },
  { label: 'Why Us', to: `${UK_PAGE_PATH}#why-us` },
];

/** The spec's Get Started and Book a Free Lesson targets, with the UK course already chosen on the booking form. */
export const UK_BOOKING_PATH = '/joinclass?course=uk-curriculum#bookid';
