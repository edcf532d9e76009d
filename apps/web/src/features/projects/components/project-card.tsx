// One project in the home list, in the grid or the list layout. The whole card opens the project:
// its name is a link stretched over the card, and the buttons sit above that link so that liking
// does not navigate.
import { CAMPAIGN_PHASE_WORDS, goalReached } from '@memetank/shared/api/investing';
import type { ProjectSummary } from '@memetank/shared/api/projects';
import { formatFundingCompact } from '@memetank/shared/format-money';
import { formatPercent, progressPercent } from '@memetank/shared/format-progress';
import { Clock, ThumbsUp, Users } from 'lucide-react';
import { Link } from '@/lib/router/router';
import { buttonVariants } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/cn';
import { useCampaignPhase } from '../hooks/use-campaign-phase';
import type { ProjectListView } from '../hooks/use-project-list-params';
import { CampaignMark } from './campaign-mark';
import { LikeButton } from './like-button';
import { ProjectLogo } from '@/components/project-logo';
import { RiskBadge } from '@/components/risk-badge';

export interface ProjectCardProps {
  project: ProjectSummary;
  view?: ProjectListView;
}

export const projectPath = (id: string) => `/project/${encodeURIComponent(id)}`;

export function ProjectCard({ project, view = 'grid' }: ProjectCardProps) {
  const percent = progressPercent(project.currentFunding, project.fundingGoal);
  // The button and the mark follow the campaign's phase: an open campaign that reached its goal
  // still takes investments until the deadline.
  const phase = useCampaignPhase(project);
  const open = phase === 'open';
  const path = projectPath(project.id);
  const isList = view === 'list';

  const title = (
    <h3 className="line-clamp-2 min-w-0 text-lg leading-tight font-semibold break-words">
      <Link
        to={path}
        className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
      >
        {project.name}
      </Link>
    </h3>
  );

  const funding = (
    <div className="space-y-2">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold tabular-nums">{formatPercent(percent)}</span>
        <span className="text-muted-foreground tabular-nums">
          <span className="font-medium text-foreground">
            {formatFundingCompact(project.currentFunding, project.currency)}
          </span>{' '}
          of {formatFundingCompact(project.fundingGoal, project.currency)}
        </span>
      </div>
      <Progress value={percent} aria-label={`${project.name} funding progress`} />
    </div>
  );

  const stats = (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground [&_svg]:size-3.5 [&_svg]:shrink-0">
      <li className="flex items-center gap-1.5">
        <Clock aria-hidden="true" />
        {open || phase === 'awaiting_deposit' ? `${project.timeLeft} left` : 'Ended'}
      </li>
      <li className="flex items-center gap-1.5">
        <Users aria-hidden="true" />
        {plural(project.investorCount, 'investor')}
      </li>
      <li className="flex items-center gap-1.5">
        <ThumbsUp aria-hidden="true" />
        {plural(project.upvotes, 'upvote')}
      </li>
    </ul>
  );

  const actions = (
    <div className="relative z-10 flex items-center gap-2">
      <LikeButton
        projectId={project.id}
        liked={project.likedByMe ?? false}
        likesCount={project.likesCount}
      />
      <Link
        to={path}
        tabIndex={-1}
        className={cn(
          buttonVariants({ size: 'sm', variant: open ? 'default' : 'secondary' }),
          'flex-1',
          phase === 'funded' && 'text-success',
        )}
      >
        {CAMPAIGN_PHASE_WORDS[phase].action}
      </Link>
    </div>
  );

  return (
    <article
      aria-label={project.name}
      data-testid="project-card"
      className={cn(
        'group relative flex rounded-xl border bg-card text-card-foreground shadow-sm transition',
        'hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0',
        'has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-offset-2 has-[a:focus-visible]:ring-offset-background',
        isList ? 'flex-col gap-4 p-4 md:flex-row md:items-center md:gap-6' : 'flex-col gap-4 p-5',
      )}
    >
      <div className={cn('flex min-w-0 gap-3', isList && 'md:flex-1')}>
        <ProjectLogo logo={project.logo} name={project.name} />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex items-start justify-between gap-2">
            {title}
            <div className="mt-0.5 flex shrink-0 flex-col items-end gap-1">
              <RiskBadge risk={project.riskScore} />
              <CampaignMark phase={phase} goalReached={goalReached(project)} />
            </div>
          </div>
          <p className="line-clamp-2 text-sm text-muted-foreground">{project.description}</p>
        </div>
      </div>
      <div className={cn('space-y-3', isList ? 'md:w-80 md:shrink-0' : 'mt-auto')}>
        {funding}
        {stats}
      </div>
      <div className={cn(isList && 'md:w-52 md:shrink-0')}>{actions}</div>
    </article>
  );
}

/** "1 investor", "12 investors". */
function plural(count: number, noun: string): string {
  return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}
