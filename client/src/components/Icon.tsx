/** Line icons drawn on a 24 px grid; decorative unless a label is given. */
const PATHS = {
  chart: 'M4 19V5M4 19h16M8 15l3-4 3 2 5-6',
  code: 'm8 8-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14',
  live: 'M12 14a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM6.3 5.3a8 8 0 0 0 0 11.4M17.7 5.3a8 8 0 0 1 0 11.4M12 17v3',
  projects: 'M4 6h6l2 2h8v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6ZM9 13l2 2 4-4',
  pathway: 'M5 19c0-6 4-7 7-7s7-1 7-7M5 19h.01M19 5h.01M12 12h.01',
  team: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM3 19c0-3 2.7-5 6-5s6 2 6 5M16 5.5a3 3 0 0 1 0 5.5M18 14c2 .6 3 2.3 3 5',
  school: 'M3 9l9-4 9 4-9 4-9-4ZM7 11v4c0 1.5 2.2 3 5 3s5-1.5 5-3v-4M21 9v5',
  career: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3 2',
  level: 'M5 19v-4M12 19V9M19 19V5',
  check: 'm5 12 5 5L20 7',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  chat: 'M4 5h16v11H9l-5 4V5ZM8 9h8M8 12h5',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1Z',
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6 6 18',
  sparkle: 'M12 3v4M12 17v4M3 12h4M17 12h4M6 6l2.5 2.5M15.5 15.5 18 18M18 6l-2.5 2.5M8.5 15.5 6 18',
} as const;

export type IconName = keyof typeof PATHS;

export interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
  label?: string;
}

export function Icon({ name, size = 24, className, label }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
