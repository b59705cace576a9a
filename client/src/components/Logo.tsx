import { SITE } from '../../../shared/site.js';
import './logo.css';

export interface LogoProps {
  tone?: 'dark' | 'light';
}

/** The Averra mark: an "A" drawn as two connected nodes, the way the product connects data to decisions. */
export function Logo({ tone = 'dark' }: LogoProps) {
  return (
    <span className={`logo logo--${tone}`}>
      <svg className="logo__mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" className="logo__tile" />
        <path d="M9 23 16 8l7 15M11.8 17h8.4" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="16" cy="8" r="2.6" fill="#5eead4" />
      </svg>
      <span className="logo__word">{SITE.name}</span>
    </span>
  );
}
