import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export default function HowItWorksRoute() {
  return (
    <PageContainer>
      <PageHeader title="How It Works" />
    </PageContainer>
  );
}
