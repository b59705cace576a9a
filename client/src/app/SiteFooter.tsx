import { Link } from 'react-router';
import { SITE } from '../../../shared/site.js';
import { Icon } from '../components/Icon.js';
import { Logo } from '../components/Logo.js';
import { FOOTER_GROUPS, POLICY_LINKS } from '../content/navigation.js';
import { CookieSettingsButton } from '../features/cookie-consent/CookieSettingsButton.js';
import './site-footer.css';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo tone="light" />
          <p>
            {SITE.tagline}. Courses with guided projects, school tutoring across six boards, and AI tools that work from
            your spreadsheets.
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} className="site-footer__group" aria-label={group.title}>
            <h2 className="site-footer__title">{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="site-footer__group site-footer__group--contact">
          <h2 className="site-footer__title">Get in touch</h2>
          <ul>
            <li>
              <a href={SITE.whatsapp} target="_blank" rel="noopener noreferrer" className="site-footer__contact">
                <Icon name="chat" size={18} />
                WhatsApp {SITE.phone}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${SITE.email}`} className="site-footer__contact">
                <Icon name="mail" size={18} />
                {SITE.email}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © {SITE.copyrightYear} {SITE.legalName} All rights reserved.
        </p>
        <nav aria-label="Legal">
          <ul className="site-footer__legal">
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <CookieSettingsButton className="site-footer__settings" />
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
