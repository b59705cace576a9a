import { useSyncExternalStore } from 'react';
import { CONSENT_CHANGE_EVENT, CONSENT_STORAGE_KEY, readStoredConsent, type StoredConsent } from './consent-storage.js';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // key is null when another tab clears all of this site's storage.
    if (event.key === null || event.key === CONSENT_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
  };
}

/**
 * The stored choice, or 'pending' while prerendering and during hydration: the prerendered HTML cannot know the
 * visitor's storage, so everything that depends on it renders after hydration and the markup always matches.
 */
export function useStoredConsent(): StoredConsent | 'pending' {
  return useSyncExternalStore<StoredConsent | 'pending'>(subscribe, readStoredConsent, () => 'pending');
}
