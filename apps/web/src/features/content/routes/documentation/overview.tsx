import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export default function DocumentationRoute() {
  return (
    <PageContainer>
      <PageHeader title="Documentation" />
    </PageContainer>
  );
}
