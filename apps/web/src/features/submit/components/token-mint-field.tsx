// The token mint input and what its lookup found (or why it failed), under the input: the token's
// name and its facts on chain (program, decimals, supply, authorities).
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { TokenResponse } from '@memetank/shared/api/tokens';
import { MintFacts } from '@/components/mint-facts';
import { Input } from '@/components/ui/input';
import { hasMintFacts, tokenSymbol } from '@/lib/tokens';

interface TokenMintFieldProps extends ComponentProps<'input'> {
  id: string;
  lookup: { token: TokenResponse | undefined; isLooking: boolean; error: string | null };
}

export function TokenMintField({ id, lookup, ...inputProps }: TokenMintFieldProps) {
  const { token, isLooking, error } = lookup;
  return (
    <div className="grid grid-cols-1 gap-2">
      <Input
        id={id}
        autoComplete="off"
        spellCheck={false}
        placeholder="Enter your token's mint address"
        className="font-mono"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-status`}
        {...inputProps}
      />
      <div id={`${id}-status`} aria-live="polite" className="min-h-5 text-sm">
        {isLooking ? (
          <p className="flex items-center gap-2 text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Looking up token...
          </p>
        ) : error ? (
          <p role="alert" className="flex items-center gap-2 text-destructive">
            <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
            {error}
          </p>
        ) : token ? (
          <div className="grid grid-cols-1 gap-3">
            <p className="flex items-center gap-2 text-success">
              <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
              <span>
                Token found: <strong>{token.token.name}</strong>
                {token.token.symbol ? ` (${token.token.symbol})` : ''}
              </span>
            </p>
            {hasMintFacts(token) ? (
              <MintFacts
                facts={token}
                symbol={tokenSymbol(token)}
                className="rounded-md border bg-muted/40 p-3"
              />
            ) : null}
          </div>
        ) : (
          <p className="text-muted-foreground">
            We look up the token&apos;s name, description, image and links for you.
          </p>
        )}
      </div>
    </div>
  );
}
