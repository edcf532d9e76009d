import { LegalDocument } from '../components/legal/legal-document';
import { PRIVACY_POLICY } from '../copy/privacy';

export default function PrivacyRoute() {
  return <LegalDocument document={PRIVACY_POLICY} />;
}
