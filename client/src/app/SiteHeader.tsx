import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon } from '../components/Icon.js';
import { Logo } from '../components/Logo.js';
import { HEADER_CTA, HEADER_LINKS } from '../content/navigation.js';
import './site-header.css';

const NAV_ID = 'site-nav';

export function SiteHeader() {
  const location = useLocation();
  // The menu is open for one location only: any navigation (even to a hash on the same page) closes it, and so
  // does every tap on one of its links, at once, whether or not the navigation has finished.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const setMenuOpen = (open: boolean) => setOpenAt(open ? location.key : null);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenAt(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="site-header__brand" aria-label="Averra AI home">
          <Logo />
        </Link>
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
        <nav id={NAV_ID} className={menuOpen ? 'site-nav is-open' : 'site-nav'} aria-label="Main">
          <ul className="site-nav__list">
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="site-nav__link" onClick={() => setOpenAt(null)}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={HEADER_CTA.to} className="btn btn--primary site-nav__cta" onClick={() => setOpenAt(null)}>
                {HEADER_CTA.label}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
