import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';

export default function PitchDeckRoute() {
  return (
    <PageContainer>
      <PageHeader title="Pitch Deck" />
    </PageContainer>
  );
}
