// What the invest box says besides its form: why a campaign takes no investment, and the receipt of
// the investment just made with its transaction.
import { INVEST_MESSAGES, type CampaignPhase } from '@memetank/shared/api/investing';
import type { Currency } from '@memetank/shared/currency';
import { CircleCheck, Lock } from 'lucide-react';
import { Link } from '@/lib/router/router';
import { TransactionLink } from '@/components/transaction-link';

export function InvestClosed({ reason, phase }: { reason: string; phase: CampaignPhase }) {
  return (
    <div
      role="status"
      data-testid="invest-closed"
      className="flex gap-3 rounded-lg border bg-muted/60 p-4 text-sm"
    >
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <div className="space-y-2">
        <p className="text-pretty">{reason}</p>
        {/* Claims wait on the Dashboard once the campaign is settled. */}
        {phase === 'funded' || phase === 'refunding' ? (
          <Link
            to="/dashboard"
            className="font-medium text-foreground underline underline-offset-4 hover:decoration-2"
          >
            Go to Dashboard
          </Link>
        ) : null}
      </div>
    </div>
  );
}

export interface InvestReceiptProps {
  /** In `currency`, as the server recorded it. */
  amount: number;
  currency: Currency;
  projectName: string;
  signature: string;
  isLocalChain: boolean;
}

export function InvestReceipt({
  amount,
  currency,
  projectName,
  signature,
  isLocalChain,
}: InvestReceiptProps) {
  return (
    <div
      data-testid="invest-receipt"
      className="flex gap-2 rounded-lg border border-emerald-600/30 bg-emerald-600/5 p-3 text-sm"
    >
      <CircleCheck
        aria-hidden="true"
        className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400"
      />
      <div className="min-w-0 space-y-1">
        <p>{INVEST_MESSAGES.success(String(amount), projectName, currency)}</p>
        <TransactionLink signature={signature} isLocalChain={isLocalChain} />
      </div>
    </div>
  );
}
