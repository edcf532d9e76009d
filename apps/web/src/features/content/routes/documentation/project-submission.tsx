import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export default function ProjectSubmissionRoute() {
  return (
    <PageContainer>
      <PageHeader title="Project Submission" />
    </PageContainer>
  );
}
