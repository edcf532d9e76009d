import { PITCH_DECK_SLIDES } from '@memetank/shared/constants';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { useDocumentHead } from '@/lib/use-document-head';
import { PitchDeck } from '../components/pitch-deck/pitch-deck';
import { PITCH_DECK_HEAD } from '../copy/page-heads';

export default function PitchDeckRoute() {
  useDocumentHead(PITCH_DECK_HEAD);
  return (
    <PageContainer className="max-w-6xl space-y-8">
      <PageHeader
        title="Pitch Deck"
        description={`MemeTank in ${PITCH_DECK_SLIDES} slides. Use the arrows, the dots or the titles to move around; the Left and Right arrow keys work too.`}
      />
      <PitchDeck />
    </PageContainer>
  );
}
