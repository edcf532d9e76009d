// The label under every USD figure computed from the server's fixed demo price (SOL_PRICE_USD on
// the local chain), so it is never taken for a market price. Set on a second line in small type,
// it makes the header's chips no wider.
import type { ReactNode } from 'react';

/** A USD figure with the label under it. */
export function WithFixedPriceMark({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex flex-col items-start leading-tight">
      <span>{children}</span>{' '}
      <span className="text-[10px] leading-none font-normal text-muted-foreground">
        fixed demo price
      </span>
    </span>
  );
}
