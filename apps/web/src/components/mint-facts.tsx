// A mint's facts as the chain tells them (GET /api/tokens/:mint): its program, decimals, supply
// and authorities. A live mint authority is a risk investors should see; a freeze authority means
// the mint cannot be listed. Shown by the submit form's lookup and by admin review.
import { formatTokenAmount, TOKEN_ESCROW_MESSAGES } from '@memetank/shared/api/token-escrow';
import type { TokenResponse } from '@memetank/shared/api/tokens';
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { Fact } from '@/components/fact';
import { cn } from '@/lib/cn';
import { TOKEN_PROGRAM_NAMES } from '@/lib/tokens';

export type MintFactsData = Pick<
  TokenResponse,
  'program' | 'decimals' | 'supply' | 'mintAuthority' | 'freezeAuthority'
>;

export function MintFacts({
  facts,
  symbol,
  className,
}: {
  facts: MintFactsData;
  symbol: string;
  className?: string;
}) {
  return (
    <dl
      aria-label="Mint facts"
      className={cn('grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2', className)}
    >
      <Fact label="Program">{TOKEN_PROGRAM_NAMES[facts.program] ?? facts.program}</Fact>
      <Fact label="Decimals">{facts.decimals}</Fact>
      <Fact label="Supply" wide>
        {formatTokenAmount(facts.supply, facts.decimals)} {symbol}
      </Fact>
      <Fact label="Mint Authority" wide>
        {facts.mintAuthority ? (
          <>
            <span className="font-mono text-xs break-all">{facts.mintAuthority}</span>
            <MintRisk>{TOKEN_ESCROW_MESSAGES.mintAuthorityRisk}</MintRisk>
          </>
        ) : (
          'Revoked'
        )}
      </Fact>
      <Fact label="Freeze Authority" wide>
        {facts.freezeAuthority ? (
          <>
            <span className="font-mono text-xs break-all">{facts.freezeAuthority}</span>
            <p role="alert" className="mt-1 flex gap-1.5 text-destructive">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {TOKEN_ESCROW_MESSAGES.freezeAuthority}
            </p>
          </>
        ) : (
          'None'
        )}
      </Fact>
    </dl>
  );
}

/** The live mint authority's risk, in the words investors read on the detail page too. */
export function MintRisk({ children, className }: { children: string; className?: string }) {
  return (
    <p className={cn('mt-1 flex gap-1.5 text-amber-800 dark:text-amber-300', className)}>
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}
