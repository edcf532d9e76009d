// Everything the admin needs to judge a project (with the other projects using its token mint, the
// mint's facts as the chain tells them, the tokens offered to investors and their deposit state),
// with Approve and Reject while it is pending.
import { Check, ExternalLink, FileText, TriangleAlert, X } from 'lucide-react';
import { Link } from '@/lib/router/router';
import {
  DEADLINE_PASSED_APPROVE_NOTE,
  SAME_MINT_MESSAGE,
  deadlinePassedInReview,
  type AdminProjectRow,
} from '@memetank/shared/api/admin';
import { formatTokenAmount } from '@memetank/shared/api/token-escrow';
import { formatDecimal } from '@memetank/shared/format-number';
import { formatDate } from '@memetank/shared/format-time';
import { shortId } from '@memetank/shared/format-address';
import { isHttpUrl, normalizePitchDeckUrl } from '@memetank/shared/links';
import { Fact } from '@/components/fact';
import { MintFacts } from '@/components/mint-facts';
import { ProjectLogo } from '@/components/project-logo';
import { RiskBadge } from '@/components/risk-badge';
import { Button } from '@/components/ui/button';
import { useNow } from '@/lib/use-now';
import { hasMintFacts, tokenLookupMessage, tokenSymbol, useToken } from '@/lib/tokens';
import { DeadlinePassedBadge, StatusBadge } from './admin-badges';
import type { StatusChange } from '../api/admin-projects';

interface ProjectDetailPanelProps {
  project: AdminProjectRow;
  busy: boolean;
  onChangeStatus(status: StatusChange): void;
}

// White text needs a darker fill than the theme's success and destructive colours give (4.5:1).
const APPROVE_CLASS =
  'flex-1 bg-[color-mix(in_oklch,var(--success),black_35%)] text-white hover:bg-[color-mix(in_oklch,var(--success),black_45%)] dark:bg-[color-mix(in_oklch,var(--success),black_45%)] dark:hover:bg-[color-mix(in_oklch,var(--success),black_55%)]';
const REJECT_CLASS =
  'flex-1 bg-[color-mix(in_oklch,var(--destructive),black_22%)] hover:bg-[color-mix(in_oklch,var(--destructive),black_32%)]';

/** What the deposit states mean to the reviewer. */
const DEPOSIT_STATES = {
  awaiting: 'Awaiting the creator’s deposit (the campaign opens once it lands)',
  deposited: 'Deposited: held in escrow for investors',
  returned: 'Returned to the creator',
} as const;

/** The mint as the chain tells it, and the tokens offered to investors with their deposit state. */
function TokenSide({ project }: { project: AdminProjectRow }) {
  const lookup = useToken(project.tokenAddress);
  const symbol = tokenSymbol(lookup.data);
  const facts = hasMintFacts(lookup.data) ? lookup.data : null;
  const decimals = project.tokenDecimals ?? facts?.decimals ?? 0;
  return (
    <>
      <Fact look="field" label="Mint Facts" wide>
        {facts ? (
          <MintFacts facts={facts} symbol={symbol} />
        ) : lookup.isError ? (
          <span className="text-destructive">{tokenLookupMessage(lookup.error)}</span>
        ) : lookup.isPending ? (
          <span className="text-muted-foreground">Reading the mint…</span>
        ) : (
          <span className="text-muted-foreground">The chain gave no facts for this mint.</span>
        )}
      </Fact>
      <Fact look="field" label="Tokens for Investors">
        {!project.tokenAllocation ? (
          <span className="text-muted-foreground">None agreed (listed before the token side)</span>
        ) : (
          `${formatTokenAmount(project.tokenAllocation, decimals)} ${symbol}`
        )}
      </Fact>
      <Fact look="field" label="Token Deposit">
        {project.tokenDeposit ? (
          DEPOSIT_STATES[project.tokenDeposit]
        ) : (
          <span className="text-muted-foreground">None</span>
        )}
      </Fact>
    </>
  );
}

const SOCIALS = [
  ['twitterUrl', 'Twitter'],
  ['telegramUrl', 'Telegram'],
  ['discordUrl', 'Discord'],
  ['websiteUrl', 'Website'],
] as const;

export function ProjectDetailPanel({ project, busy, onChangeStatus }: ProjectDetailPanelProps) {
  // Only http(s) links become clickable: never a javascript: or data: link saved in the past.
  const socials = SOCIALS.filter(([key]) => isHttpUrl(project[key]?.trim() ?? ''));
  const pitchDeckUrl = normalizePitchDeckUrl(project.pitchDeckUrl);
  const deadlinePassed = deadlinePassedInReview(project, useNow());
  return (
    <article aria-labelledby={`detail-${project.id}`} className="grid grid-cols-1 gap-6">
      <header className="flex items-start gap-4">
        <ProjectLogo
          logo={project.logo}
          name={project.name}
          decorative
          className="size-14 text-3xl"
        />
        <div className="grid min-w-0 grid-cols-1 gap-2">
          <h2 id={`detail-${project.id}`} className="text-xl font-bold tracking-tight break-words">
            {project.name}
          </h2>
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <StatusBadge status={project.status} />
            {deadlinePassed ? <DeadlinePassedBadge /> : null}
            <RiskBadge risk={project.riskScore} levelOnly />
            <span>Created {formatDate(project.createdAt)}</span>
            <span className="font-mono">#{shortId(project.id)}</span>
          </div>
        </div>
      </header>

      <dl className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <Fact look="field" label="Description" wide>
          {project.description}
        </Fact>
        <Fact look="field" label="Long Description" wide>
          <p className="whitespace-pre-line">
            {project.longDescription || (
              <span className="text-muted-foreground">No detailed description</span>
            )}
          </p>
        </Fact>
        <Fact look="field" label="Funding Goal">
          {formatDecimal(project.fundingGoal, 2)} {project.currency}
        </Fact>
        <Fact look="field" label="Risk Score">
          {project.riskScore}
        </Fact>
        <Fact look="field" label="Current Funding">
          {formatDecimal(project.currentFunding, 2)} {project.currency}
        </Fact>
        <Fact look="field" label="Time Left">
          {project.timeLeft}
        </Fact>
        <Fact look="field" label="Token Address" wide>
          <span className="font-mono break-all">{project.tokenAddress}</span>
        </Fact>
        <TokenSide project={project} />
        {project.sameMintProjects.length > 0 ? (
          <Fact look="field" label="Same Token Mint" wide>
            <p className="flex items-center gap-1.5 text-amber-800 dark:text-amber-300">
              <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
              {SAME_MINT_MESSAGE}
            </p>
            <ul className="mt-2 grid grid-cols-1 gap-1.5">
              {project.sameMintProjects.map((other) => (
                <li key={other.id} className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`/project/${other.id}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-primary underline underline-offset-4"
                  >
                    {other.name}
                  </Link>
                  <StatusBadge status={other.status} />
                  <span className="font-mono text-xs text-muted-foreground">
                    #{shortId(other.id)}
                  </span>
                </li>
              ))}
            </ul>
          </Fact>
        ) : null}
        <Fact look="field" label="Creator Wallet" wide>
          <span className="font-mono break-all">{project.creatorWallet}</span>
        </Fact>
        <Fact look="field" label="Social Links" wide>
          {socials.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {socials.map(([key, label]) => (
                <li key={key}>
                  <a
                    href={project[key]?.trim()}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 rounded-md border px-2 py-1 text-xs hover:bg-accent"
                  >
                    {label}
                    <ExternalLink className="size-3" aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-muted-foreground">No social links</span>
          )}
        </Fact>
        <Fact look="field" label="Pitch Deck" wide>
          {pitchDeckUrl ? (
            <a
              href={pitchDeckUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-primary hover:underline"
            >
              <FileText className="size-4" aria-hidden="true" />
              View Pitch Deck
            </a>
          ) : (
            <span className="text-muted-foreground">No pitch deck</span>
          )}
        </Fact>
        {project.legitimacyStatement ? (
          <Fact look="field" label="Signed Statement" wide>
            <details className="rounded-md border bg-muted/40 p-3">
              <summary className="cursor-pointer text-xs font-medium">Show statement</summary>
              <pre className="mt-2 text-xs whitespace-pre-wrap break-all">
                {project.legitimacyStatement}
              </pre>
            </details>
          </Fact>
        ) : null}
      </dl>

      {project.status === 'pending' ? (
        <div className="flex flex-wrap gap-3 border-t pt-5">
          {deadlinePassed ? (
            <p id={`approve-note-${project.id}`} className="w-full text-sm text-muted-foreground">
              {DEADLINE_PASSED_APPROVE_NOTE}
            </p>
          ) : null}
          <Button
            className={APPROVE_CLASS}
            disabled={busy}
            aria-describedby={deadlinePassed ? `approve-note-${project.id}` : undefined}
            onClick={() => onChangeStatus('approved')}
          >
            <Check aria-hidden="true" />
            Approve
          </Button>
          <Button
            variant="destructive"
            className={REJECT_CLASS}
            disabled={busy}
            onClick={() => onChangeStatus('rejected')}
          >
            <X aria-hidden="true" />
            Reject
          </Button>
        </div>
      ) : null}
    </article>
  );
}
