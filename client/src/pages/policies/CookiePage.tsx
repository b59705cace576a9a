import { COOKIE_POLICY } from '../../content/policies-cookie.js';
import { CookieChoiceStatus } from '../../features/cookie-consent/CookieChoiceStatus.js';
import { PolicyPage } from './PolicyPage.js';

export function CookiePage() {
  return <PolicyPage policy={COOKIE_POLICY} sectionExtras={{ 'your-choice': <CookieChoiceStatus /> }} />;
}
