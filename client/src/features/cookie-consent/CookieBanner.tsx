import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button.js';
import { storeConsent, type ConsentChoice } from './consent-storage.js';
import { onCookieSettingsRequest } from './cookie-settings.js';
import { useStoredConsent } from './use-stored-consent.js';
import './cookie-banner.css';

const TITLE_ID = 'cookie-banner-title';

/**
 * Asks once for a cookie choice. It renders nothing until after hydration (see useStoredConsent), and it sits in the
 * document after the footer with position: sticky, so appearing moves no content: it only adds space at the very end.
 */
export interface CookieBannerProps {
  /** True when it is first loaded because a "Cookie settings" button asked for it. */
  openedOnRequest?: boolean;
}

export function CookieBanner({ openedOnRequest = false }: CookieBannerProps) {
  const stored = useStoredConsent();
  // Covers browsers that refuse local storage: the choice then holds for this visit only.
  const [choseThisVisit, setChoseThisVisit] = useState(false);
  const [reopened, setReopened] = useState(openedOnRequest);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  useEffect(() => onCookieSettingsRequest(() => setReopened(true)), []);

  // Reopened on request, so take keyboard and screen-reader users to it, and remember where they came from.
  useEffect(() => {
    if (!reopened) return;
    if (document.activeElement instanceof HTMLElement) returnFocusTo.current = document.activeElement;
    titleRef.current?.focus();
  }, [reopened]);

  const undecided = stored === 'none' || stored === 'unavailable';
  if (!reopened && (choseThisVisit || !undecided)) return null;

  const choose = (choice: ConsentChoice) => {
    storeConsent(choice);
    setChoseThisVisit(true);
    setReopened(false);
    returnFocusTo.current?.focus();
    returnFocusTo.current = null;
  };

  return (
    <section className="cookie-banner" aria-labelledby={TITLE_ID}>
      <div className="container cookie-banner__inner">
        <div className="cookie-banner__text">
          <h2 id={TITLE_ID} className="cookie-banner__title" ref={titleRef} tabIndex={-1}>
            Cookies on Averra AI
          </h2>
          <p>
            We keep only what the site needs: this choice, and a session cookie if you sign in to the licence portal. No
            analytics or advertising cookies. <Link to="/cookie">Read our Cookie Policy</Link>
          </p>
        </div>
        <div className="cookie-banner__actions">
          <Button onClick={() => choose('accepted')}>Accept</Button>
          <Button onClick={() => choose('rejected')}>Reject</Button>
        </div>
      </div>
    </section>
  );
}
