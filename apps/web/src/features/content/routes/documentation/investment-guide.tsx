import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export default function InvestmentGuideRoute() {
  return (
    <PageContainer>
      <PageHeader title="Investment Guide" />
    </PageContainer>
  );
}
