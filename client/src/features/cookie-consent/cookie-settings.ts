/** Asks the cookie banner to show again; anything on the page may offer "Cookie settings" without importing it. */
const OPEN_SETTINGS_EVENT = 'averra:open-cookie-settings';

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}

export function onCookieSettingsRequest(listener: () => void): () => void {
  window.addEventListener(OPEN_SETTINGS_EVENT, listener);
  return () => window.removeEventListener(OPEN_SETTINGS_EVENT, listener);
}
