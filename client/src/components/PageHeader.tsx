import type { ReactNode } from 'react';
import './page-header.css';

export interface PageHeaderProps {
  eyebrow: string;
  title: string;
  children: ReactNode;
}

/** The dark band at the top of an inner page, holding its one h1. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div className="container page-header__inner">
        <p className="page-header__eyebrow">{eyebrow}</p>
        <h1>{title}</h1>
        <p className="page-header__lead">{children}</p>
      </div>
    </div>
  );
}
