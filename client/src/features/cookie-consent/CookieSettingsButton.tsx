import { openCookieSettings } from './cookie-settings.js';
import { useStoredConsent } from './use-stored-consent.js';

export interface CookieSettingsButtonProps {
  className?: string;
  label?: string;
}

/** Shows the cookie banner again. Rendered only once scripts run: without them there is no choice to change. */
export function CookieSettingsButton({ className, label = 'Cookie settings' }: CookieSettingsButtonProps) {
  const stored = useStoredConsent();
  if (stored === 'pending') return null;
  return (
    <button type="button" className={className} onClick={openCookieSettings}>
      {label}
    </button>
  );
}
