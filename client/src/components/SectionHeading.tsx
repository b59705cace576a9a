import type { ReactNode } from 'react';
import './section.css';

export interface SectionHeadingProps {
  id?: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  center?: boolean;
  level?: 'h1' | 'h2';
}

export function SectionHeading({ id, eyebrow, title, children, center = false, level = 'h2' }: SectionHeadingProps) {
  const Heading = level;
  return (
    <div className={center ? 'section-heading section-heading--center' : 'section-heading'}>
      <span className="eyebrow">{eyebrow}</span>
      <Heading id={id}>{title}</Heading>
      {children ? <p>{children}</p> : null}
    </div>
  );
}
