// The token side of a campaign in the invest box (docs/decisions/047): the tokens offered to
// investors and where they are. Deposited: held in escrow, with a link to the escrow's token
// account. Awaiting: the creator's "Deposit" action (the campaign opens once it lands); everyone
// else reads that it waits for it. Returned: given back to the creator. A live mint authority is
// shown as a risk, on projects from before the token side too (which show nothing else).
import { INVEST_MESSAGES, type CampaignPhase } from '@memetank/shared/api/investing';
import type { ProjectDetail } from '@memetank/shared/api/projects';
import { formatTokenAmount, TOKEN_ESCROW_MESSAGES } from '@memetank/shared/api/token-escrow';
import { Coins, ShieldCheck, Undo2 } from 'lucide-react';
import { useRef } from 'react';
import { AddressLink } from '@/components/address-link';
import { MintRisk } from '@/components/mint-facts';
import { TransactionLink } from '@/components/transaction-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { tokenSymbol, useToken } from '@/lib/tokens';
import { useWallet } from '@/lib/wallet';
import { useDepositTokens } from '../../api/deposit-tokens';
import { InvestDeclined, InvestNotSent, INVEST_UNEXPECTED_ERROR } from '../../api/invest';
import { INVEST_STEP_LABELS, TOKEN_DEPOSIT_WORDS } from './detail-messages';

export function TokenEscrowPanel({
  project,
  phase,
}: {
  project: ProjectDetail;
  phase: CampaignPhase;
}) {
  const market = useToken(project.tokenAddress).data;
  // Held here, not in the button: the deposit's live event turns the panel to "held" (unmounting
  // the button) before the submit answers, and a mutation's callbacks die with their component.
  const deposit = useDepositTokens(project.id, project.tokenAddress);
  const risk = market?.mintAuthority ? (
    <MintRisk className="text-xs">{TOKEN_ESCROW_MESSAGES.mintAuthorityRisk}</MintRisk>
  ) : null;
  const { tokenAllocation, tokenDeposit } = project;
  if (!tokenAllocation || !tokenDeposit) {
    return risk ? <div className="rounded-lg border p-3 text-sm">{risk}</div> : null;
  }
  const symbol = tokenSymbol(market);
  const amount = formatTokenAmount(tokenAllocation, project.tokenDecimals ?? 0);
  return (
    <div data-testid="token-escrow" className="space-y-2 rounded-lg border p-3 text-sm">
      {tokenDeposit === 'deposited' ? (
        <Held amount={amount} symbol={symbol} account={project.escrowTokenAccount} />
      ) : tokenDeposit === 'returned' ? (
        <p className="flex gap-2">
          <Undo2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          {TOKEN_DEPOSIT_WORDS.returned(amount, symbol)}
        </p>
      ) : (
        <Awaiting
          project={project}
          phase={phase}
          amount={amount}
          symbol={symbol}
          deposit={deposit}
        />
      )}
      {risk}
    </div>
  );
}

function Held({
  amount,
  symbol,
  account,
}: {
  amount: string;
  symbol: string;
  account: string | null;
}) {
  return (
    <div className="flex gap-2">
      <ShieldCheck
        aria-hidden="true"
        className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400"
      />
      <div className="min-w-0 space-y-1">
        <p className="font-medium">{TOKEN_ESCROW_MESSAGES.heldInEscrow(amount, symbol)}</p>
        {account ? <AddressLink address={account} label="Escrow token account" /> : null}
      </div>
    </div>
  );
}

type Deposit = ReturnType<typeof useDepositTokens>;

function Awaiting({
  project,
  phase,
  amount,
  symbol,
  deposit,
}: {
  project: ProjectDetail;
  phase: CampaignPhase;
  amount: string;
  symbol: string;
  deposit: Deposit;
}) {
  const { publicKey } = useWallet();
  const isCreator = publicKey !== null && publicKey === project.creatorWallet;
  return (
    <div className="flex gap-2">
      <Coins aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1 space-y-2">
        <p>
          {phase === 'ended_without_deposit'
            ? TOKEN_DEPOSIT_WORDS.neverDeposited(amount, symbol)
            : TOKEN_DEPOSIT_WORDS.awaiting(amount, symbol)}
        </p>
        {isCreator && phase === 'awaiting_deposit' && project.status === 'approved' ? (
          <DepositAction deposit={deposit} amount={amount} symbol={symbol} />
        ) : null}
      </div>
    </div>
  );
}

function DepositAction({
  deposit,
  amount,
  symbol,
}: {
  deposit: Deposit;
  amount: string;
  symbol: string;
}) {
  const { isLocalChain } = useWallet();
  // A double click would prepare twice before the button re-renders as disabled: one at a time.
  const sending = useRef(false);
  const busy = deposit.isPending;

  function start() {
    if (sending.current) return;
    sending.current = true;
    deposit.mutate(undefined, {
      onSuccess: ({ signature }) =>
        toast({
          title: TOKEN_ESCROW_MESSAGES.depositSuccessTitle,
          description: (
            <span className="flex flex-col gap-1">
              {TOKEN_ESCROW_MESSAGES.depositSuccess(amount, symbol)}
              <TransactionLink signature={signature} isLocalChain={isLocalChain} />
            </span>
          ),
          duration: 10_000,
        }),
      onError: (error) => {
        if (error instanceof InvestNotSent) return;
        toast({
          title: TOKEN_DEPOSIT_WORDS.failedTitle,
          description:
            error instanceof InvestDeclined
              ? INVEST_MESSAGES.walletDeclined
              : error instanceof ApiError
                ? error.message
                : INVEST_UNEXPECTED_ERROR,
          variant: 'destructive',
        });
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  }

  return (
    <>
      <p className="text-xs text-muted-foreground">{TOKEN_DEPOSIT_WORDS.creatorHint}</p>
      <Button className="w-full" disabled={busy} onClick={start}>
        {busy ? <Spinner className="size-5 text-current" /> : <Coins aria-hidden="true" />}
        {busy && deposit.step
          ? INVEST_STEP_LABELS[deposit.step]
          : TOKEN_DEPOSIT_WORDS.action(amount, symbol)}
      </Button>
      <p className="sr-only" aria-live="polite">
        {busy && deposit.step ? INVEST_STEP_LABELS[deposit.step] : ''}
      </p>
    </>
  );
}
