import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export default function PrivacyRoute() {
  return (
    <PageContainer>
      <PageHeader title="Privacy Policy" />
    </PageContainer>
  );
}
