import { PRIVACY_POLICY } from '../../content/policies-privacy.js';
import { PolicyPage } from './PolicyPage.js';

export function PrivacyPage() {
  return <PolicyPage policy={PRIVACY_POLICY} />;
}
