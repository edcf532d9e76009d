// The payouts the vault's co-signer refused to sign (issue 37, docs/decisions/078): nothing was
// sent for any of them and their claims stay claimable. Each says what it was, the project it
// comes from, the wallet it would have paid, and the co-signer's reason.
import type { PayoutRefusal } from '@memetank/shared/api/ledger';
import { formatTokenAmount } from '@memetank/shared/api/token-escrow';
import { formatDate } from '@memetank/shared/format-time';
import { ShieldX } from 'lucide-react';
import { AddressLink } from '@/components/address-link';
import { Link } from '@/lib/router/router';

export const REFUSALS_TITLE = 'Refused by the co-signer';
export const REFUSALS_NOTE =
  'Payouts the co-signer would not sign: nothing was sent, and their claims stay claimable.';
export const NO_REFUSALS = 'The co-signer has refused no payout.';

type FundType = PayoutRefusal['claims'][number]['fundType'];

/** What a claim is, in the dashboard's words. */
const CLAIM_WORDS: Record<FundType, string> = {
  refund: 'Refund',
  creator_payout: 'Creator payout',
  token_allocation: 'Token allocation',
  token_return: 'Tokens returned',
};

/** "Refund", "Fee withdrawal", "2 claims (refund, creator payout)". */
export function refusalLabel(refusal: Pick<PayoutRefusal, 'kind' | 'claims'>): string {
  if (refusal.kind === 'fee_withdrawal') return 'Fee withdrawal';
  const [only, ...others] = refusal.claims;
  if (only && others.length === 0) return CLAIM_WORDS[only.fundType];
  const kinds = [...new Set(refusal.claims.map((claim) => CLAIM_WORDS[claim.fundType]))];
  return `${refusal.claims.length} claims (${kinds.map((kind) => kind.toLowerCase()).join(', ')})`;
}

/** "0.25 SOL", "12.5 USDC", "400,000 tokens": exact, from base units. */
export function refusalAmount(
  refusal: Pick<PayoutRefusal, 'amountUnits' | 'decimals' | 'currency'>,
): string {
  const amount = formatTokenAmount(refusal.amountUnits, refusal.decimals);
  return `${amount} ${refusal.currency === 'token' ? 'tokens' : refusal.currency}`;
}

function Projects({ claims }: { claims: PayoutRefusal['claims'] }) {
  const projects = [...new Map(claims.map((claim) => [claim.project.id, claim.project])).values()];
  return (
    <>
      {projects.map((project, index) => (
        <span key={project.id}>
          {index > 0 ? ', ' : null}
          {project.name === null ? (
            <span className="text-muted-foreground">Deleted project</span>
          ) : (
            <Link
              to={`/project/${project.id}`}
              className="text-primary underline-offset-4 hover:underline"
            >
              {project.name}
            </Link>
          )}
        </span>
      ))}
    </>
  );
}

export function PayoutRefusals({ refusals }: { refusals: PayoutRefusal[] }) {
  return (
    <section aria-labelledby="admin-refusals-title" className="mt-6 space-y-3">
      <div className="space-y-1">
        <h3 id="admin-refusals-title" className="flex items-center gap-2 text-sm font-semibold">
          <ShieldX aria-hidden="true" className="size-4 text-destructive" />
          {REFUSALS_TITLE}
        </h3>
        <p className="text-xs text-muted-foreground">{REFUSALS_NOTE}</p>
      </div>
      {refusals.length === 0 ? (
        <p className="rounded-lg bg-muted/60 p-3 text-sm text-muted-foreground">{NO_REFUSALS}</p>
      ) : (
        <ul className="space-y-2">
          {refusals.map((refusal) => (
            <li
              key={refusal.id}
              className="grid min-w-0 gap-1.5 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm"
            >
              <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                <span className="font-medium">{refusalLabel(refusal)}</span>
                <span className="font-semibold tabular-nums">{refusalAmount(refusal)}</span>
                <time
                  dateTime={refusal.time}
                  title={refusal.time}
                  className="text-xs text-muted-foreground"
                >
                  {formatDate(refusal.time)}
                </time>
              </div>
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
                {refusal.claims.length > 0 ? (
                  <span>
                    <span className="text-muted-foreground">Project </span>
                    <Projects claims={refusal.claims} />
                  </span>
                ) : null}
                <span className="inline-flex items-center gap-1">
                  <span className="text-muted-foreground">To </span>
                  <AddressLink address={refusal.recipient} label="Recipient wallet" />
                </span>
              </div>
              <p className="min-w-0 break-words">
                <span className="text-muted-foreground">Reason: </span>
                <span className="text-red-800 dark:text-red-300">{refusal.reason}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
