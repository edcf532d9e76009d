// The invest box: an amount in the campaign's currency (SOL or USDC) and one button. Without a wallet the button (always enabled)
// connects one; with a wallet it prepares the transfer to the escrow vault, has the wallet sign it
// and confirms it. Once the campaign no longer takes investments (its phase, as on its card), the
// box says why instead; an open campaign that reached its goal still takes investments until the
// deadline. Above it, the campaign's token side (held in escrow, or the creator's deposit action).
import {
  CAMPAIGN_PHASE_WORDS,
  GOAL_REACHED,
  INVEST_ERRORS,
  INVEST_MESSAGES,
  SUGGESTED_MIN_INVESTMENT_SOL,
  campaignPhase,
  goalReached,
  type CampaignFacts,
  type CampaignPhase,
} from '@memetank/shared/api/investing';
import type { ProjectDetail } from '@memetank/shared/api/projects';
import { type Currency, formatMinimumInvestment } from '@memetank/shared/currency';
import { formatCurrencyAmount, formatSol } from '@memetank/shared/format-money';
import { CircleCheck, Info, TriangleAlert, Wallet } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Link } from '@/lib/router/router';
import { TransactionLink } from '@/components/transaction-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useUsdcBalance } from '@/lib/usdc';
import { useWallet } from '@/lib/wallet';
import { InvestNotSent, investErrorMessage, useInvest } from '../../api/invest';
import { useCampaignPhase } from '../../hooks/use-campaign-phase';
import { INVEST_STEP_LABELS } from './detail-messages';
import { InvestClosed, InvestReceipt } from './invest-status';
import { TokenEscrowPanel } from './token-escrow-panel';

/** The amount as typed is a number above 0 (the only rule for the invest button). */
export function isInvestableAmount(amount: string): boolean {
  if (amount.trim() === '') return false;
  const value = Number(amount);
  return Number.isFinite(value) && value > 0;
}

type InvestableProject = Pick<ProjectDetail, 'status'> & CampaignFacts;

/** Why the project takes no investment in this phase, or null while it does. */
function closedReason(project: Pick<ProjectDetail, 'status'>, phase: CampaignPhase) {
  if (project.status !== 'approved') return INVEST_ERRORS.NOT_OPEN;
  return CAMPAIGN_PHASE_WORDS[phase].closed;
}

/** Why the project takes no investment at `now`, or null while it does. */
export function investClosedReason(project: InvestableProject, now: number): string | null {
  return closedReason(project, campaignPhase(project, now));
}

interface Receipt {
  amount: number;
  currency: Currency;
  signature: string;
}

/**
 * What the connected wallet can invest: its SOL, or for a USDC campaign its USDC and the SOL that
 * pays the network fee.
 */
function InvestBalance({ currency }: { currency: Currency }) {
  const { publicKey, balance } = useWallet();
  const usdc = useUsdcBalance(currency === 'USDC' ? publicKey : null);
  const sol = balance === null ? '…' : formatSol(balance);
  return (
    <p data-testid="invest-balance" className="text-xs text-muted-foreground tabular-nums">
      {currency === 'SOL'
        ? `Balance: ${sol}`
        : `Balance: ${usdc === null ? '…' : formatCurrencyAmount(usdc, currency)} · ${sol} for the network fee`}
    </p>
  );
}

export function InvestBox({ project }: { project: ProjectDetail }) {
  const { isConnected, isLocalChain, openConnectDialog } = useWallet();
  const { currency } = project;
  const [amount, setAmount] = useState('');
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const invest = useInvest(project.id, currency);
  // A double click submits twice before the button re-renders as disabled: one at a time.
  const sending = useRef(false);
  const inputId = useId();
  const minimumId = useId();
  const warningId = useId();
  const phase = useCampaignPhase(project);
  const closed = closedReason(project, phase);

  const investable = isInvestableAmount(amount);
  // The suggested minimum is a SOL figure (0.1 SOL); a USDC campaign has only its enforced one.
  const belowSuggested =
    currency === 'SOL' && investable && Number(amount) < SUGGESTED_MIN_INVESTMENT_SOL;
  const busy = invest.isPending;

  function submit() {
    if (sending.current) return;
    sending.current = true;
    invest.mutate(amount.trim(), {
      onSuccess: ({ investment }) => {
        setAmount('');
        setReceipt({
          amount: investment.amount,
          currency: investment.currency,
          signature: investment.signature,
        });
        toast({
          title: INVEST_MESSAGES.successTitle,
          description: (
            <span className="flex flex-col gap-1">
              {INVEST_MESSAGES.success(
                String(investment.amount),
                project.name,
                investment.currency,
              )}
              <TransactionLink signature={investment.signature} isLocalChain={isLocalChain} />
            </span>
          ),
          duration: 10_000,
        });
      },
      onError: (error) => {
        if (error instanceof InvestNotSent) return;
        toast({
          title: INVEST_MESSAGES.failedTitle,
          description: investErrorMessage(error),
          variant: 'destructive',
        });
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  }

  return (
    <Card className="border-primary/30 shadow-md">
      <CardHeader>
        <CardTitle>Invest in {project.name}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <TokenEscrowPanel project={project} phase={phase} />
        {closed ? (
          <InvestClosed reason={closed} phase={phase} />
        ) : (
          <form
            className="space-y-3"
            aria-busy={busy || undefined}
            onSubmit={(event) => {
              event.preventDefault();
              // Without a wallet the button connects one, whatever the amount says.
              if (!isConnected) openConnectDialog();
              else if (investable && !busy) submit();
            }}
          >
            <div className="space-y-1.5">
              <Label htmlFor={inputId}>Amount ({currency})</Label>
              <div className="relative">
                <Input
                  id={inputId}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  placeholder={INVEST_MESSAGES.amountPlaceholder}
                  value={amount}
                  disabled={busy}
                  aria-describedby={belowSuggested ? `${minimumId} ${warningId}` : minimumId}
                  onChange={(event) => setAmount(event.target.value)}
                  className="pr-14 tabular-nums"
                />
                <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">
                  {currency}
                </span>
              </div>
              <p id={minimumId} className="text-xs text-muted-foreground">
                Minimum {formatMinimumInvestment(currency)}
              </p>
              {isConnected ? <InvestBalance currency={currency} /> : null}
              {belowSuggested ? (
                <p
                  id={warningId}
                  className="flex items-center gap-1.5 text-xs text-amber-800 dark:text-amber-300"
                >
                  <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
                  {INVEST_MESSAGES.belowSuggested}
                </p>
              ) : null}
            </div>
            {goalReached(project) ? (
              <p className="flex items-center gap-1.5 text-xs text-emerald-800 dark:text-emerald-300">
                <CircleCheck aria-hidden="true" className="size-3.5 shrink-0" />
                {GOAL_REACHED.note}
              </p>
            ) : null}
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={isConnected && (!investable || busy)}
            >
              {busy ? <Spinner className="size-5 text-current" /> : <Wallet aria-hidden="true" />}
              {busy && invest.step
                ? INVEST_STEP_LABELS[invest.step]
                : isConnected
                  ? 'Invest Now'
                  : 'Connect Wallet to Invest'}
            </Button>
            <p className="sr-only" aria-live="polite">
              {busy && invest.step ? INVEST_STEP_LABELS[invest.step] : ''}
            </p>
          </form>
        )}
        {receipt ? (
          <InvestReceipt
            amount={receipt.amount}
            currency={receipt.currency}
            projectName={project.name}
            signature={receipt.signature}
            isLocalChain={isLocalChain}
          />
        ) : null}
        {/* What investing agrees to, only while one can invest: a closed campaign's box says why not. */}
        {closed ? null : (
          <p className="flex gap-1.5 text-xs text-pretty text-muted-foreground">
            <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
            <span>
              By investing you agree to the{' '}
              {/* Underlined: told apart from the note's text without relying on its colour. */}
              <Link
                to="/terms"
                className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
              >
                Terms of Service
              </Link>
              . Your {currency} is held in the platform’s escrow vault until the deadline, and you
              can claim a full refund if the goal is not reached.
              {currency === 'SOL'
                ? ` Suggested minimum ${SUGGESTED_MIN_INVESTMENT_SOL} SOL.`
                : null}
            </span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
