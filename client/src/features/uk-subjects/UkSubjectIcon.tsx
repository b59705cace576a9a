import type { UkSubjectIcon as UkSubjectIconName } from '../../content/uk-subjects.js';

/** Subject glyphs on the same 24 px line grid as components/Icon. */
const PATHS: Record<UkSubjectIconName, string> = {
  book: 'M12 6.5C10 5 7 4.5 4 5v13c3-.5 6 0 8 1.5M12 6.5C14 5 17 4.5 20 5v13c-3-.5-6 0-8 1.5M12 6.5v13',
  sigma: 'M18 5H6l6 7-6 7h12',
  flask: 'M9 3h6M10 3v6l-5 9.5A1.7 1.7 0 0 0 6.5 21h11a1.7 1.7 0 0 0 1.5-2.5L14 9V3M7.5 15h9',
  atom: 'M12 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2ZM12 21c2.2 0 4-4 4-9s-1.8-9-4-9-4 4-4 9 1.8 9 4 9ZM4.2 16.5c1.1 1.9 5.5 1.4 9.8-1s6.9-6.1 5.8-8-5.5-1.4-9.8 1-6.9 6.1-5.8 8Z',
  beaker: 'M5 3h14M6 3v15a3 3 0 0 0 3 3h6a3 3 0 0 0 3-3V3M6 12h12M10 16h.01M14 15h.01',
  leaf: 'M5 19c0-8 5-14 15-14 0 10-6 15-14 15M5 19l8-8',
  code: 'm8 8-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14',
};

export interface UkSubjectIconProps {
  name: UkSubjectIconName;
  size?: number;
}

export function UkSubjectIcon({ name, size = 24 }: UkSubjectIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
