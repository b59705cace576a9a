/**
 * The visitor's cookie choice: the only thing this site keeps in local storage (the Cookie Policy names this key).
 * Storage can throw (private browsing, storage disabled), so every access is guarded.
 */
export const CONSENT_STORAGE_KEY = 'averra.cookie-consent';

export type ConsentChoice = 'accepted' | 'rejected';

/** 'none': nothing (or nothing valid) stored yet; 'unavailable': the browser refuses local storage. */
export type StoredConsent = ConsentChoice | 'none' | 'unavailable';

/** Fired on window after this tab writes the choice; the 'storage' event only reaches other tabs. */
export const CONSENT_CHANGE_EVENT = 'averra:cookie-consent-change';

export function readStoredConsent(): StoredConsent {
  try {
    const value = window.localStorage.getItem(CONSENT_STORAGE_KEY);
    return value === 'accepted' || value === 'rejected' ? value : 'none';
  } catch {
    return 'unavailable';
  }
}

/** Returns false when the browser refused to store the choice; the banner then remembers it for this visit only. */
export function storeConsent(choice: ConsentChoice): boolean {
  let stored = true;
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    stored = false;
  }
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
  return stored;
}
