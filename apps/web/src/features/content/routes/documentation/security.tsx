import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export default function DocumentationSecurityRoute() {
  return (
    <PageContainer>
      <PageHeader title="Security" />
    </PageContainer>
  );
}
