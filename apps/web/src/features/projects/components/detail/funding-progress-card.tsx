// "Funding Progress": raised against the goal, the percent (the bar stops at 100 even when the
// text says more), investors and time left, and the campaign's mark (as on its card).
import { goalReached } from '@memetank/shared/api/investing';
import type { ProjectDetail } from '@memetank/shared/api/projects';
import { formatDecimal } from '@memetank/shared/format-number';
import { formatPercent, progressBarWidth, progressPercent } from '@memetank/shared/format-progress';
import { Clock, Users } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { useCampaignPhase } from '../../hooks/use-campaign-phase';
import { CampaignMark } from '../campaign-mark';

export function FundingProgressCard({ project }: { project: ProjectDetail }) {
  const percent = progressPercent(project.currentFunding, project.fundingGoal);
  const amount = (value: number) => `${formatDecimal(value, 2)} ${project.currency}`;
  const phase = useCampaignPhase(project);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3 space-y-0">
        <CardTitle>Funding Progress</CardTitle>
        <CampaignMark phase={phase} goalReached={goalReached(project)} />
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex items-end justify-between gap-3">
          <div>
            <p className="text-xs text-muted-foreground">Raised</p>
            <p className="text-2xl font-bold tabular-nums" data-testid="funding-raised">
              {amount(project.currentFunding)}
            </p>
          </div>
          <p className="text-sm text-muted-foreground tabular-nums" data-testid="funding-goal">
            of {amount(project.fundingGoal)}
          </p>
        </div>
        <div className="space-y-1.5">
          <Progress value={progressBarWidth(percent)} aria-label="Funding progress" />
          <p
            className="text-right text-sm font-semibold tabular-nums"
            data-testid="funding-percent"
          >
            {formatPercent(percent)}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="rounded-lg bg-muted/60 p-3">
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <Users aria-hidden="true" className="size-3.5" /> Investors
            </dt>
            <dd className="mt-1 font-semibold tabular-nums" data-testid="funding-investors">
              {project.investorCount.toLocaleString('en-US')}
            </dd>
          </div>
          <div className="rounded-lg bg-muted/60 p-3">
            <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
              <Clock aria-hidden="true" className="size-3.5" /> Time Left
            </dt>
            <dd className="mt-1 font-semibold" data-testid="funding-time-left">
              {project.timeLeft}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
