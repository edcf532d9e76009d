import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export default function AdminReviewRoute() {
  return (
    <PageContainer>
      <PageHeader title="Admin Review" />
    </PageContainer>
  );
}
