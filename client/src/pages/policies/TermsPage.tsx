import { TERMS_OF_SERVICE } from '../../content/policies-terms.js';
import { PolicyPage } from './PolicyPage.js';

export function TermsPage() {
  return <PolicyPage policy={TERMS_OF_SERVICE} />;
}
