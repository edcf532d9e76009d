import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export default function ProjectDetailRoute() {
  return (
    <PageContainer>
      <PageHeader title="Project" />
    </PageContainer>
  );
}
