export interface UkFlagProps {
  /** Prefix for the clip-path ids, unique per flag on the page. */
  id: string;
  width?: number;
  className?: string;
}

/**
 * The Union Flag in its 2:1 form (60 × 30). The red saltire is counterchanged: clipping it to alternate triangles
 * shifts it off-centre the way the real flag is, instead of a symmetric X.
 */
export function UkFlag({ id, width = 40, className }: UkFlagProps) {
  const canvas = `${id}-canvas`;
  const saltire = `${id}-saltire`;
  return (
    <svg
      className={className}
      width={width}
      height={width / 2}
      viewBox="0 0 60 30"
      role="img"
      aria-label="Flag of the United Kingdom"
      focusable="false"
    >
      <clipPath id={canvas}>
        <path d="M0 0v30h60V0z" />
      </clipPath>
      <clipPath id={saltire}>
        <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
      </clipPath>
      <g clipPath={`url(#${canvas})`}>
        <path d="M0 0v30h60V0z" fill="#012169" />
        <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
        <path d="M0 0l60 30m0-30L0 30" clipPath={`url(#${saltire})`} stroke="#C8102E" strokeWidth="4" />
        <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
        <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
      </g>
    </svg>
  );
}
