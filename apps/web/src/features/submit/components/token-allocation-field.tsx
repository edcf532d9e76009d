// "Tokens for Investors": the whole tokens the creator offers investors, shown in the token's units
// with its symbol once the mint lookup answered, next to what the creator's wallet holds. After
// approval the creator deposits exactly this amount in escrow; the campaign opens once it is there.
import {
  formatTokenAmount,
  TOKEN_ESCROW_MESSAGES,
  wholeTokensToBaseUnits,
} from '@memetank/shared/api/token-escrow';
import type { TokenResponse } from '@memetank/shared/api/tokens';
import { CircleAlert } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { hasMintFacts, tokenSymbol, useWalletTokenBalance } from '@/lib/tokens';
import { useWallet } from '@/lib/wallet';
import { FieldHint } from './form-section';

export const ALLOCATION_HINT =
  'Whole tokens offered to investors. After approval you deposit them in escrow; the campaign opens for investment once they are there.';

interface TokenAllocationFieldProps extends ComponentProps<'input'> {
  id: string;
  /** What was typed (watched by the form). */
  value: string;
  /** The looked-up mint and its token, once the lookup answered. */
  mint: string | null;
  token: TokenResponse | undefined;
}

export function TokenAllocationField({
  id,
  value,
  mint,
  token,
  ...inputProps
}: TokenAllocationFieldProps) {
  const { publicKey } = useWallet();
  const facts = hasMintFacts(token) ? token : undefined;
  const balance = useWalletTokenBalance(publicKey, facts ? mint : null).data;
  // Base units as digits, or nothing to compare with.
  const held = balance && /^\d+$/.test(balance.amount) ? balance.amount : null;
  const hintId = `${id}-hint`;
  return (
    <div className="grid grid-cols-1 gap-2">
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder="e.g. 1000000"
        aria-describedby={hintId}
        {...inputProps}
      />
      <div id={hintId} aria-live="polite" className="grid grid-cols-1 gap-1">
        <AllocationHint typed={value} token={facts} held={held} />
      </div>
    </div>
  );
}

function AllocationHint({
  typed,
  token,
  held,
}: {
  typed: string;
  token: TokenResponse | undefined;
  /** Base units the wallet holds, once known. */
  held: string | null;
}) {
  const text = typed.trim();
  if (!token) {
    if (text !== '' && wholeTokensToBaseUnits(text, 0) === null) return <Refusal />;
    return <FieldHint>{ALLOCATION_HINT}</FieldHint>;
  }
  const symbol = tokenSymbol(token);
  const holding = held === null ? null : formatTokenAmount(held, token.decimals);
  if (text === '') {
    return (
      <FieldHint>
        {ALLOCATION_HINT}
        {holding === null ? '' : ` You hold ${holding} ${symbol}.`}
      </FieldHint>
    );
  }
  const units = wholeTokensToBaseUnits(text, token.decimals);
  if (units === null) return <Refusal />;
  const tooLarge = held !== null && units > BigInt(held);
  return (
    <>
      <FieldHint>
        {formatTokenAmount(units, token.decimals)} {symbol} ({token.decimals} decimals)
        {holding === null ? '' : ` — you hold ${holding}`}
      </FieldHint>
      {tooLarge ? <Refusal>{TOKEN_ESCROW_MESSAGES.allocationTooLarge}</Refusal> : null}
    </>
  );
}

function Refusal({ children = TOKEN_ESCROW_MESSAGES.allocationRequired }: { children?: string }) {
  return (
    <p className="flex items-center gap-1.5 text-xs text-destructive">
      <CircleAlert aria-hidden="true" className="size-3.5 shrink-0" />
      {children}
    </p>
  );
}
