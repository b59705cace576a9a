import type { ReactNode } from 'react';
import './badge.css';

export interface BadgeProps {
  tone: 'popular' | 'soon' | 'info';
  children: ReactNode;
}

export function Badge({ tone, children }: BadgeProps) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
