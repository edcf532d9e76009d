import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export default function DashboardRoute() {
  return (
    <PageContainer>
      <PageHeader title="Dashboard" />
    </PageContainer>
  );
}
