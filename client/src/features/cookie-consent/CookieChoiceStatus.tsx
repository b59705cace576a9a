import { Button } from '../../components/Button.js';
import type { StoredConsent } from './consent-storage.js';
import { openCookieSettings } from './cookie-settings.js';
import { useStoredConsent } from './use-stored-consent.js';
import './cookie-choice-status.css';

const STATUS_TEXT: Record<StoredConsent | 'pending', string> = {
  pending: 'Your cookie choice is kept in your browser. With JavaScript turned on, you can see and change it here.',
  none: 'You have not made a cookie choice in this browser yet.',
  accepted: 'You accepted cookies in this browser.',
  rejected: 'You rejected optional cookies in this browser.',
  unavailable: 'Your browser is blocking local storage, so we cannot remember a choice between visits.',
};

/** The cookie page's "your choice" box. Its size is reserved, so the text and button appearing after load move nothing. */
export function CookieChoiceStatus() {
  const stored = useStoredConsent();
  return (
    <div className="cookie-choice-status">
      <p>{STATUS_TEXT[stored]}</p>
      {stored === 'pending' ? null : (
        <Button variant="secondary" onClick={openCookieSettings}>
          Change your choice
        </Button>
      )}
    </div>
  );
}
