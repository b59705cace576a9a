import { Link } from 'react-router';
import { SITE } from '../../../../shared/site.js';
import { Logo } from '../../components/Logo.js';
import { POLICY_LINKS } from '../../content/navigation.js';
import './uk-footer.css';

export function UkFooter() {
  return (
    <footer className="uk-footer">
      <div className="container uk-footer__inner">
        <Link to="/" className="uk-footer__home" aria-label="Averra AI home">
          <Logo tone="light" />
        </Link>
        <p className="uk-footer__copy">
          © {SITE.copyrightYear} {SITE.legalName} All rights reserved.
        </p>
        <nav aria-label="Legal">
          <ul className="uk-footer__links">
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
