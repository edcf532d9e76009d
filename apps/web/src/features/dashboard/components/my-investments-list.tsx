// "My Investments": what the wallet put into which project, with the investment's transaction. The
// project's name is a link stretched over the row; the transaction link sits above it. A deleted
// project keeps its name and amounts (the server's copy from the delete), marked "(deleted)".
import { TrendingUp } from 'lucide-react';
import { Link } from '@/lib/router/router';
import { DASHBOARD_MESSAGES, type UserInvestment } from '@memetank/shared/api/me';
import { DASHBOARD_TOTAL_DECIMALS } from '@memetank/shared/constants';
import { formatCurrencyAmount } from '@memetank/shared/format-money';
import { formatPercent, progressPercent } from '@memetank/shared/format-progress';
import { formatDate } from '@memetank/shared/format-time';
import { ProjectLogo } from '@/components/project-logo';
import { TransactionLink } from '@/components/transaction-link';
import { buttonVariants } from '@/components/ui/button';
import { DashboardList } from './dashboard-list';
import { DeletedMark } from './deleted-mark';

interface MyInvestmentsListProps {
  investments: UserInvestment[];
  isLoading: boolean;
  isError: boolean;
  /** From useWallet(): signatures on the local test chain get no explorer link. */
  isLocalChain: boolean;
}

export function MyInvestmentsList({
  investments,
  isLoading,
  isError,
  isLocalChain,
}: MyInvestmentsListProps) {
  return (
    <DashboardList
      title="My Investments"
      icon={TrendingUp}
      isLoading={isLoading}
      error={isError ? DASHBOARD_MESSAGES.investmentsFailed : null}
      isEmpty={investments.length === 0}
      empty={
        <>
          <p>You have not invested in a project yet.</p>
          <Link to="/" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Browse Projects
          </Link>
        </>
      }
    >
      {investments.map((row) => {
        const percent = progressPercent(row.project.currentFunding, row.project.fundingGoal);
        return (
          <li
            key={row.id}
            className="relative flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-accent/50 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring"
          >
            <ProjectLogo
              logo={row.project.logo}
              name={row.project.name}
              decorative
              className="size-10 text-xl"
            />
            <div className="grid min-w-0 grid-cols-1 flex-1 gap-1">
              <div className="flex items-center justify-between gap-2">
                <Link
                  to={`/project/${row.projectId}`}
                  className="truncate font-medium outline-none after:absolute after:inset-0 after:rounded-lg after:content-['']"
                >
                  {row.project.name}
                  {row.project.status === null ? <DeletedMark /> : null}
                </Link>
                <span className="shrink-0 font-semibold tabular-nums">
                  {formatCurrencyAmount(
                    row.investmentAmount,
                    row.currency,
                    DASHBOARD_TOTAL_DECIMALS,
                  )}
                </span>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-x-3 text-xs text-muted-foreground">
                <span>
                  {formatPercent(percent)} funded · {row.project.timeLeft}
                </span>
                <span className="inline-flex flex-wrap items-center gap-x-1.5">
                  Invested {formatDate(row.investmentDate)}
                  {row.txSignature ? (
                    <TransactionLink signature={row.txSignature} isLocalChain={isLocalChain} />
                  ) : null}
                </span>
              </div>
            </div>
          </li>
        );
      })}
    </DashboardList>
  );
}
