import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export default function SubmitRoute() {
  return (
    <PageContainer>
      <PageHeader title="Submit Your Project" />
    </PageContainer>
  );
}
