// /dashboard: the connected wallet's figures, projects, investments and claimable funds.
import { LogIn, Wallet } from 'lucide-react';
import { useRef } from 'react';
import { Link } from '@/lib/router/router';
import { NoticeCard, NoticePage } from '@/components/notice-card';
import { Card, CardContent } from '@/components/ui/card';
import { PageContainer } from '@/components/page-container';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { useDocumentHead } from '@/lib/use-document-head';
import { useUsdcBalance } from '@/lib/usdc';
import { useWallet } from '@/lib/wallet';
import { useClaimAll, useClaimFund } from '../api/claim-fund';
import { useClaimableFunds, useMyInvestments, useMyProjects } from '../api/get-my-dashboard';
import { ClaimableFundsList } from '../components/claimable-funds-list';
import { MyInvestmentsList } from '../components/my-investments-list';
import { MyProjectsList } from '../components/my-projects-list';
import { StatCards } from '../components/stat-cards';
import {
  claimableTokens,
  countActiveProjects,
  totalClaimable,
  totalInvested,
} from '../dashboard-summary';

function ConnectYourWallet() {
  const { openConnectDialog } = useWallet();
  return (
    <NoticeCard
      icon={Wallet}
      iconClassName="bg-primary/10 text-primary"
      title="Connect Your Wallet"
      description={
        <p className="text-sm text-muted-foreground">
          Connect your wallet to see your projects, investments and claimable funds.
        </p>
      }
    >
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={openConnectDialog}>
          <Wallet aria-hidden="true" />
          Connect Wallet
        </Button>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          Go to Home
        </Link>
      </div>
    </NoticeCard>
  );
}

const DASHBOARD_HEAD = {
  title: 'Dashboard',
  description: 'Your projects, your investments and the funds you can claim on MemeTank.',
};

export default function DashboardRoute() {
  useDocumentHead(DASHBOARD_HEAD);
  const { isConnected, isSignedIn, isLocalChain, publicKey, balance, ensureSignedIn } = useWallet();
  const projects = useMyProjects(publicKey, isSignedIn);
  const investments = useMyInvestments(publicKey, isSignedIn);
  const claimables = useClaimableFunds(publicKey, isSignedIn);
  const claim = useClaimFund(publicKey);
  const claimAll = useClaimAll(publicKey);
  const usdcBalance = useUsdcBalance(publicKey);
  // A double click fires twice before the button re-renders as disabled: one claim at a time.
  const claiming = useRef(false);
  const claimFund = (id: string) => {
    if (claiming.current) return;
    claiming.current = true;
    claim.mutate(id, {
      onSettled: () => {
        claiming.current = false;
      },
    });
  };
  const claimEverything = () => {
    if (claiming.current) return;
    claiming.current = true;
    claimAll.mutate(undefined, {
      onSettled: () => {
        claiming.current = false;
      },
    });
  };

  if (!isConnected) {
    return (
      <NoticePage>
        <ConnectYourWallet />
      </NoticePage>
    );
  }

  const projectRows = projects.data ?? [];
  const investmentRows = investments.data ?? [];
  const fundRows = claimables.data ?? [];

  return (
    <PageContainer className="grid grid-cols-1 gap-8">
      <PageHeader
        title="Dashboard"
        description="Your projects, investments and claimable funds in one place."
      />
      <StatCards
        balance={balance}
        usdcBalance={usdcBalance}
        activeProjects={countActiveProjects(projectRows)}
        invested={totalInvested(investmentRows)}
        claimable={totalClaimable(fundRows)}
        claimableTokens={claimableTokens(fundRows)}
      />
      {!isSignedIn ? (
        <Card>
          <CardContent className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">
              Sign in with your wallet to load your projects, investments and claimable funds.
            </p>
            <Button onClick={() => void ensureSignedIn()}>
              <LogIn aria-hidden="true" />
              Sign In
            </Button>
          </CardContent>
        </Card>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <MyProjectsList
            projects={projectRows}
            isLoading={projects.isPending}
            isError={projects.isError}
          />
          <MyInvestmentsList
            investments={investmentRows}
            isLocalChain={isLocalChain}
            isLoading={investments.isPending}
            isError={investments.isError}
          />
          <div className="lg:col-span-2">
            <ClaimableFundsList
              funds={fundRows}
              isLoading={claimables.isPending}
              isError={claimables.isError}
              claimingId={claim.isPending ? (claim.variables ?? null) : null}
              isClaimingAll={claimAll.isPending}
              isLocalChain={isLocalChain}
              onClaim={claimFund}
              onClaimAll={claimEverything}
            />
          </div>
        </div>
      )}
    </PageContainer>
  );
}
