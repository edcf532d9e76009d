// A transaction signature, shortened: a link to the explorer on a public cluster. The local test
// chain lives inside the server and no public explorer knows it, so there it is only the text,
// with the full signature in its title.
import { shortAddress } from '@memetank/shared/format-address';
import { ExternalLink } from 'lucide-react';
import { cn } from '@/lib/cn';
import { explorerTxUrl } from '@/lib/explorer-links';

export interface TransactionLinkProps {
  signature: string;
  /** From useWallet(): the server runs on the local test chain. */
  isLocalChain: boolean;
  className?: string;
}

export function TransactionLink({ signature, isLocalChain, className }: TransactionLinkProps) {
  const short = shortAddress(signature);
  if (isLocalChain) {
    return (
      <span
        className={cn('relative z-10 inline-flex items-center gap-1 font-mono text-xs', className)}
        title={`${signature} (local test chain: not on a public explorer)`}
        data-testid="transaction-signature"
      >
        <span className="sr-only">Transaction </span>
        {short}
        <span className="font-sans text-muted-foreground">(local chain)</span>
      </span>
    );
  }
  return (
    <a
      href={explorerTxUrl(signature)}
      target="_blank"
      rel="noopener noreferrer"
      title={signature}
      aria-label={`Transaction ${short} (opens in a new tab)`}
      data-testid="transaction-signature"
      className={cn(
        'relative z-10 inline-flex items-center gap-1 font-mono text-xs text-primary underline-offset-4 hover:underline',
        className,
      )}
    >
      {short}
      <ExternalLink aria-hidden="true" className="size-3" />
    </a>
  );
}
