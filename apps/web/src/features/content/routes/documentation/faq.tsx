import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export default function FaqRoute() {
  return (
    <PageContainer>
      <PageHeader title="Frequently Asked Questions" />
    </PageContainer>
  );
}
