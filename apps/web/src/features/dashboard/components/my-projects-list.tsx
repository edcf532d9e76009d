// "My Projects": what the wallet submitted, with its review status, funding and where its investors'
// tokens are (awaiting the creator's deposit: the row says to open the project to deposit them), and
// on demand its raise over time and backers per day; a deleted project keeps its name and amounts
// (the server's copy from the delete), marked "(deleted)".
import { CalendarClock, Coins, FolderKanban, Plus } from 'lucide-react';
import { Link } from '@/lib/router/router';
import { DASHBOARD_MESSAGES, type UserProject } from '@memetank/shared/api/me';
import { formatDecimal } from '@memetank/shared/format-number';
import { formatPercent, progressPercent } from '@memetank/shared/format-progress';
import { formatDate } from '@memetank/shared/format-time';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { useNow } from '@/lib/use-now';
import { reviewDeadlineNote, tokenDepositNote, userProjectBadge } from '../dashboard-summary';
import { DashboardList } from './dashboard-list';
import { DeletedMark } from './deleted-mark';
import { ProjectFundingChart } from './project-funding-chart';
import { ProjectLogo } from '@/components/project-logo';

interface MyProjectsListProps {
  projects: UserProject[];
  isLoading: boolean;
  isError: boolean;
}

export function MyProjectsList({ projects, isLoading, isError }: MyProjectsListProps) {
  const now = useNow();
  return (
    <DashboardList
      title="My Projects"
      icon={FolderKanban}
      action={
        <Link to="/submit" className={buttonVariants({ size: 'sm' })}>
          <Plus aria-hidden="true" />
          Submit New
        </Link>
      }
      isLoading={isLoading}
      error={isError ? DASHBOARD_MESSAGES.projectsFailed : null}
      isEmpty={projects.length === 0}
      empty={<p>You have not submitted a project yet.</p>}
    >
      {projects.map((row) => {
        const badge = userProjectBadge(row.status);
        const percent = progressPercent(row.project.currentFunding, row.project.fundingGoal);
        const deposit = tokenDepositNote(row);
        const deadlineNote = reviewDeadlineNote(row, now);
        return (
          <li key={row.id}>
            <Link
              to={`/project/${row.projectId}`}
              className="flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <ProjectLogo
                logo={row.project.logo}
                name={row.project.name}
                decorative
                className="size-10 text-xl"
              />
              <div className="grid min-w-0 grid-cols-1 flex-1 gap-1.5">
                <div className="flex items-center justify-between gap-2">
                  <span className="truncate font-medium">
                    {row.project.name}
                    {row.project.status === null ? <DeletedMark /> : null}
                  </span>
                  <Badge
                    variant={badge.variant}
                    data-variant={badge.variant}
                    className={cn(
                      'capitalize',
                      // White on the destructive red is below 4.5:1 at this size: a darker fill.
                      badge.variant === 'destructive' &&
                        'bg-[color-mix(in_oklch,var(--destructive),black_22%)]',
                      // The success tint's text darker on light, as the Claimed badge's.
                      badge.variant === 'success' && 'text-emerald-800 dark:text-success',
                    )}
                  >
                    {badge.label}
                  </Badge>
                </div>
                <Progress
                  value={percent}
                  aria-label={`${row.project.name} funding`}
                  className="h-1.5"
                />
                {deadlineNote ? (
                  <span className="flex items-center gap-1.5 text-xs font-medium text-amber-800 dark:text-amber-300">
                    <CalendarClock aria-hidden="true" className="size-3.5 shrink-0" />
                    {deadlineNote}
                  </span>
                ) : null}
                {deposit ? (
                  <span
                    data-token-deposit={deposit.state}
                    className={cn(
                      'flex items-center gap-1.5 text-xs',
                      deposit.state === 'awaiting'
                        ? 'font-medium text-amber-800 dark:text-amber-300'
                        : 'text-muted-foreground',
                    )}
                  >
                    <Coins aria-hidden="true" className="size-3.5 shrink-0" />
                    {deposit.text}
                  </span>
                ) : null}
                <div className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
                  <span>
                    {formatDecimal(row.project.currentFunding, 2)} /{' '}
                    {formatDecimal(row.project.fundingGoal, 2)} {row.project.currency} (
                    {formatPercent(percent)})
                  </span>
                  <span>
                    {row.project.timeLeft} · Submitted {formatDate(row.submitDate)}
                  </span>
                </div>
              </div>
            </Link>
            {/* A deleted project has no history to read any more. */}
            {row.project.status !== null ? <ProjectFundingChart projectId={row.projectId} /> : null}
          </li>
        );
      })}
    </DashboardList>
  );
}
