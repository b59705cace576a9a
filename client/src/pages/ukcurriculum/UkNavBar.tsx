import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../components/Icon.js';
import { Logo } from '../../components/Logo.js';
import { UK_BOOKING_PATH, UK_NAV_LINKS } from '../../content/uk-navigation.js';
import { UkFlag } from './UkFlag.js';
import './uk-nav-bar.css';

const MENU_ID = 'uk-nav-menu';

/** The page's own sticky bar (the shared header is not shown on /ukcurriculum). */
export function UkNavBar() {
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Open for one location only: following any link, even an anchor on this page, closes the menu.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;

  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="uk-nav">
      <div className="container uk-nav__bar">
        <div className="uk-nav__brand">
          <Link to="/" className="uk-nav__home" aria-label="Averra AI home">
            <Logo tone="light" />
          </Link>
          <span className="uk-nav__badge">
            <UkFlag id="uk-nav-flag" width={30} className="uk-nav__flag" />
            <span className="uk-nav__badge-text">UK Curriculum</span>
          </span>
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="uk-nav__toggle"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => setOpenAt(menuOpen ? null : location.key)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
        <nav id={MENU_ID} className={menuOpen ? 'uk-nav__menu is-open' : 'uk-nav__menu'} aria-label="UK curriculum">
          <ul className="uk-nav__list">
            {UK_NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="uk-nav__link">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link to={UK_BOOKING_PATH} className="btn btn--primary uk-nav__cta">
                Get Started
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
