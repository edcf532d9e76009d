import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export default function ApiReferenceRoute() {
  return (
    <PageContainer>
      <PageHeader title="API Reference" />
    </PageContainer>
  );
}
