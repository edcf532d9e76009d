import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export default function SecurityRoute() {
  return (
    <PageContainer>
      <PageHeader title="Security & Safety" />
    </PageContainer>
  );
}
