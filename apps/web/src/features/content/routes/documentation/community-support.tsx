import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export default function CommunitySupportRoute() {
  return (
    <PageContainer>
      <PageHeader title="Community & Support" />
    </PageContainer>
  );
}
