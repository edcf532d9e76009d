// A transaction signature, shortened, linked to the explorer of the server's cluster (see
// @/lib/explorer): a public explorer on a real cluster; on the local test chain, which no public
// explorer knows, the app's own explorer page, marked "(local chain)".
import { shortAddress } from '@memetank/shared/format-address';
import { ExternalLink } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useExplorer } from '@/lib/explorer';

export interface TransactionLinkProps {
  signature: string;
  /** From useWallet(): the server runs on the local test chain (used until the cluster is known). */
  isLocalChain?: boolean;
  className?: string;
}

export function TransactionLink({ signature, isLocalChain, className }: TransactionLinkProps) {
  const explorer = useExplorer({ isLocalChain });
  const short = shortAddress(signature);
  return (
    <a
      href={explorer.tx(signature)}
      target="_blank"
      rel="noopener noreferrer"
      title={explorer.isLocal ? `${signature} (local test chain)` : signature}
      aria-label={
        explorer.isLocal
          ? `Local chain transaction ${short} (opens in a new tab)`
          : `Transaction ${short} (opens in a new tab)`
      }
      data-testid="transaction-signature"
      className={cn(
        'relative z-10 inline-flex items-center gap-1 font-mono text-xs text-primary underline-offset-4 hover:underline',
        className,
      )}
    >
      {short}
      {explorer.isLocal ? (
        <span className="font-sans text-muted-foreground">(local chain)</span>
      ) : null}
      <ExternalLink aria-hidden="true" className="size-3" />
    </a>
  );
}
