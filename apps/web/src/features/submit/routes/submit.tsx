// /submit: the connect screen without a wallet, the submit form with one (its mint prefilled from
// ?mint=, as the dev wallet's "Use in submit form" links it).
import { useSearchParams } from '@/lib/router/router';
import { NoticePage } from '@/components/notice-card';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { useDocumentHead } from '@/lib/use-document-head';
import { useWallet } from '@/lib/wallet';
import { SubmitConnectScreen } from '../components/submit-connect-screen';
import { SubmitForm } from '../components/submit-form';

const SUBMIT_HEAD = {
  title: 'Submit a Project',
  description:
    'Submit your meme coin project for review on MemeTank. Submission is free; approved projects appear on MemeTank.',
};

export default function SubmitRoute() {
  useDocumentHead(SUBMIT_HEAD);
  const { isConnected } = useWallet();
  const [params] = useSearchParams();
  if (!isConnected) {
    return (
      <NoticePage>
        <SubmitConnectScreen />
      </NoticePage>
    );
  }
  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title="Submit Your Project"
        description="Tell investors about your meme coin. Submission is free; approved projects appear on MemeTank."
        className="mb-8"
      />
      <SubmitForm initialMint={params.get('mint')?.trim() ?? ''} />
    </PageContainer>
  );
}
