import { LegalDocument } from '../components/legal/legal-document';
import { TERMS_OF_SERVICE } from '../copy/terms';

export default function TermsRoute() {
  return <LegalDocument document={TERMS_OF_SERVICE} />;
}
