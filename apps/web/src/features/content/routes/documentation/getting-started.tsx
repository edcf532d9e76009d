import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export default function GettingStartedRoute() {
  return (
    <PageContainer>
      <PageHeader title="Getting Started" />
    </PageContainer>
  );
}
