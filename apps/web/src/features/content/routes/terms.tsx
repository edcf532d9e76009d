import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export default function TermsRoute() {
  return (
    <PageContainer>
      <PageHeader title="Terms of Service" />
    </PageContainer>
  );
}
