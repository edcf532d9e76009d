// What /submit shows without a wallet: the product's name, its tagline and a way to connect.
import { ExternalLink, Wallet } from 'lucide-react';
import { Link } from '@/lib/router/router';
import { NoticeCard } from '@/components/notice-card';
import { Button, buttonVariants } from '@/components/ui/button';
import { useWallet } from '@/lib/wallet';

const PHANTOM_DOWNLOAD_URL = 'https://phantom.app/download';

export function SubmitConnectScreen() {
  const { connect, openConnectDialog, status } = useWallet();

  async function connectPhantom() {
    try {
      await connect();
    } catch {
      // The dialog says why in the product's words and offers the other wallets.
      openConnectDialog();
    }
  }

  return (
    <NoticeCard
      icon={Wallet}
      iconClassName="bg-brand-gradient text-white shadow-lg"
      title={<span className="text-brand-gradient">MemeTank</span>}
      titleClassName="text-3xl"
      description={<p className="text-lg text-muted-foreground">Shark Tank for Meme Coins</p>}
      contentClassName="gap-6"
    >
      <p className="text-sm text-muted-foreground">
        Connect your wallet to submit your meme coin project for review.
      </p>
      <div className="flex w-full flex-col gap-3">
        <Button size="lg" onClick={() => void connectPhantom()} disabled={status === 'connecting'}>
          <Wallet aria-hidden="true" />
          {status === 'connecting' ? 'Connecting...' : 'Connect Phantom Wallet'}
        </Button>
        <a
          href={PHANTOM_DOWNLOAD_URL}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'link', size: 'sm' })}
        >
          Don&apos;t have Phantom? Download it here
          <ExternalLink aria-hidden="true" />
        </a>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          Go Back Home
        </Link>
      </div>
    </NoticeCard>
  );
}
