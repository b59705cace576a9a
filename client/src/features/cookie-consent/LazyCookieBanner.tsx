import { lazy, Suspense, useEffect, useState } from 'react';
import { onCookieSettingsRequest } from './cookie-settings.js';
import { useStoredConsent } from './use-stored-consent.js';

const CookieBanner = lazy(async () => ({ default: (await import('./CookieBanner.js')).CookieBanner }));

/**
 * Mounts the cookie banner only when it is needed (no stored choice, or "Cookie settings" was used), so its code
 * stays out of the JavaScript every page loads before it is interactive. Nothing renders before hydration.
 */
export function LazyCookieBanner() {
  const stored = useStoredConsent();
  const [requested, setRequested] = useState(false);

  useEffect(() => onCookieSettingsRequest(() => setRequested(true)), []);

  if (stored === 'pending') return null;
  if (!requested && stored !== 'none' && stored !== 'unavailable') return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner openedOnRequest={requested} />
    </Suspense>
  );
}
