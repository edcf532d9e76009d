// One project of the admin's list, in both of its layouts: a card on small screens and a table
// row from the md breakpoint up. Both are built from the same cells, so each shows the same facts.
import type { ReactNode } from 'react';
import { deadlinePassedInReview, type AdminProject } from '@memetank/shared/api/admin';
import { shortId } from '@memetank/shared/format-address';
import { formatDecimal } from '@memetank/shared/format-number';
import { formatPercent, progressPercent } from '@memetank/shared/format-progress';
import { formatDate } from '@memetank/shared/format-time';
import { campaignPhase } from '@memetank/shared/api/investing';
import { CampaignBadge } from '@/components/campaign-badge';
import { ProjectLogo } from '@/components/project-logo';
import { RiskBadge } from '@/components/risk-badge';
import { useNow } from '@/lib/use-now';
import { TableCell, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { DeadlinePassedBadge, StatusBadge } from './admin-badges';

export interface ProjectRowProps {
  project: AdminProject;
  /** An action on this project is under way: the row is dimmed and inert. */
  busy: boolean;
  /** The project's buttons (ProjectActions). */
  actions: ReactNode;
}

/** The logo, the name and the short description. */
function ProjectName({
  project,
  descriptionClassName,
}: {
  project: AdminProject;
  descriptionClassName?: string;
}) {
  return (
    <div className="flex items-center gap-3">
      <ProjectLogo logo={project.logo} name={project.name} decorative className="size-9 text-lg" />
      <div className="grid min-w-0 grid-cols-1">
        <span className="truncate font-medium">{project.name}</span>
        <span className={cn('truncate text-xs text-muted-foreground', descriptionClassName)}>
          {project.description}
        </span>
      </div>
    </div>
  );
}

/** "{raised} / {goal} SOL", in the campaign's currency ("… USDC"). */
function FundingAmount({ project }: { project: AdminProject }) {
  return (
    <>
      {formatDecimal(project.currentFunding, 2)} / {formatDecimal(project.fundingGoal, 2)}{' '}
      {project.currency}
    </>
  );
}

const fundingPercent = (project: AdminProject) =>
  formatPercent(progressPercent(project.currentFunding, project.fundingGoal));

/** An approved project's campaign state; "—" for one that is not listed. */
function CampaignCell({ project }: { project: AdminProject }) {
  if (project.status !== 'approved') {
    return (
      <span className="text-muted-foreground">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not listed</span>
      </span>
    );
  }
  return <CampaignPhaseBadge project={project} />;
}

/** The same phase the cards and the detail page show (an ended, unsettled campaign awaits settlement). */
function CampaignPhaseBadge({ project }: { project: AdminProject }) {
  return <CampaignBadge campaign={campaignPhase(project, useNow())} />;
}

/** The status, and "Deadline passed" on a pending project whose deadline passed in review. */
function StatusBadges({ project }: { project: AdminProject }) {
  const passed = deadlinePassedInReview(project, useNow());
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <StatusBadge status={project.status} />
      {passed ? <DeadlinePassedBadge /> : null}
    </span>
  );
}

/** The project as a card, for small screens. */
export function ProjectListItem({ project, busy, actions }: ProjectRowProps) {
  return (
    <li
      aria-busy={busy || undefined}
      className={cn(
        'grid grid-cols-1 gap-3 rounded-xl border bg-card p-4',
        busy && 'pointer-events-none opacity-50',
      )}
    >
      <ProjectName project={project} />
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
        <StatusBadges project={project} />
        {project.status === 'approved' ? <CampaignPhaseBadge project={project} /> : null}
        <RiskBadge risk={project.riskScore} levelOnly />
        <span className="font-mono">{shortId(project.creatorWallet)}</span>
        <span>{formatDate(project.createdAt)}</span>
      </div>
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm tabular-nums">
          <FundingAmount project={project} /> ({fundingPercent(project)})
        </span>
        {actions}
      </div>
    </li>
  );
}

/** The table's column headings, in the order of ProjectTableRow's cells. */
export const PROJECT_TABLE_COLUMNS = [
  'Project',
  'Status',
  'Campaign',
  'Risk',
  'Funding',
  'Creator',
  'Created',
  'Actions',
] as const;

/** The project as a table row, from the md breakpoint up. */
export function ProjectTableRow({ project, busy, actions }: ProjectRowProps) {
  return (
    <TableRow
      aria-busy={busy || undefined}
      className={cn(busy && 'pointer-events-none opacity-50')}
    >
      <TableCell className="min-w-56">
        <ProjectName project={project} descriptionClassName="max-w-64" />
      </TableCell>
      <TableCell>
        <StatusBadges project={project} />
      </TableCell>
      <TableCell>
        <CampaignCell project={project} />
      </TableCell>
      <TableCell>
        <RiskBadge risk={project.riskScore} levelOnly />
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <div className="tabular-nums">
          <FundingAmount project={project} />
        </div>
        <div className="text-xs text-muted-foreground">{fundingPercent(project)}</div>
      </TableCell>
      <TableCell className="font-mono text-xs">{shortId(project.creatorWallet)}</TableCell>
      <TableCell className="whitespace-nowrap text-muted-foreground">
        {formatDate(project.createdAt)}
      </TableCell>
      <TableCell>{actions}</TableCell>
    </TableRow>
  );
}
