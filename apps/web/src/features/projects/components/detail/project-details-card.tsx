// "Project Details": risk score, the token address, the escrow's token account holding the
// investors' tokens (once there is one) and the creator wallet, each with copy and a link to the
// explorer of the server's cluster (@/lib/explorer).
import type { ProjectDetail } from '@memetank/shared/api/projects';
import { shortAddressLong } from '@memetank/shared/format-address';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { CopyAddressButton } from '@/components/copy-address-button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useExplorer } from '@/lib/explorer';
import { RiskBadge } from '@/components/risk-badge';

export function ProjectDetailsCard({ project }: { project: ProjectDetail }) {
  const explorer = useExplorer();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Project Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-4 text-sm">
          <div className="flex items-center justify-between gap-3">
            <dt className="text-muted-foreground">Risk Score</dt>
            <dd>
              <RiskBadge risk={project.riskScore} />
            </dd>
          </div>
          <AddressRow
            label="Token Address"
            copyLabel="token address"
            address={project.tokenAddress}
            shown={project.tokenAddress}
            href={explorer.token(project.tokenAddress)}
            explorerName={explorer.name}
          />
          {project.escrowTokenAccount ? (
            <AddressRow
              label="Escrow Token Account"
              copyLabel="escrow token account"
              address={project.escrowTokenAccount}
              shown={shortAddressLong(project.escrowTokenAccount)}
              href={explorer.address(project.escrowTokenAccount)}
              explorerName={explorer.name}
            />
          ) : null}
          <AddressRow
            label="Creator"
            copyLabel="creator wallet"
            address={project.creatorWallet}
            shown={shortAddressLong(project.creatorWallet)}
            href={explorer.address(project.creatorWallet)}
            explorerName={explorer.name}
          />
        </dl>
      </CardContent>
    </Card>
  );
}

function AddressRow(props: {
  label: string;
  copyLabel: string;
  address: string;
  shown: ReactNode;
  href: string;
  explorerName: string;
}) {
  return (
    <div className="space-y-1">
      <dt className="text-muted-foreground">{props.label}</dt>
      <dd className="flex items-center gap-1">
        <code
          className="min-w-0 flex-1 rounded-md bg-muted px-2 py-1.5 font-mono text-xs break-all"
          title={props.address}
        >
          {props.shown}
        </code>
        <CopyAddressButton address={props.address} label={props.copyLabel} />
        <a
          href={props.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`View ${props.copyLabel} on ${props.explorerName} (opens in a new tab)`}
          title={`View on ${props.explorerName}`}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </dd>
    </div>
  );
}
