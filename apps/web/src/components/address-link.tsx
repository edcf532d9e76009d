// A wallet or account address, shortened, linked to the explorer of the server's cluster (see
// @/lib/explorer): a public explorer, or on the local test chain the app's own address page.
import { shortAddress, shortAddressLong } from '@memetank/shared/format-address';
import { ExternalLink } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useExplorer } from '@/lib/explorer';

export interface AddressLinkProps {
  address: string;
  /** "short" (4+4, the default) or "long" (8+8) characters either side. */
  length?: 'short' | 'long';
  /** Named in the link's label: "wallet", "vault address". */
  label?: string;
  className?: string;
}

export function AddressLink({
  address,
  length = 'short',
  label = 'Address',
  className,
}: AddressLinkProps) {
  const explorer = useExplorer();
  const shown = length === 'long' ? shortAddressLong(address) : shortAddress(address);
  return (
    <a
      href={explorer.address(address)}
      target="_blank"
      rel="noopener noreferrer"
      title={address}
      aria-label={`${label} ${shown} on ${explorer.name} (opens in a new tab)`}
      className={cn(
        'inline-flex items-center gap-1 font-mono text-xs text-primary underline-offset-4 hover:underline',
        className,
      )}
    >
      {shown}
      <ExternalLink aria-hidden="true" className="size-3" />
    </a>
  );
}
