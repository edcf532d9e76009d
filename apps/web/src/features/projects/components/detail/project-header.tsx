// The top of the detail page: logo, name, the token's market cap and all-time high (when token
// data exists), the share, like and follow buttons (follow on an approved project only), then the
// description and the chips (the campaign's mark, as on its card: its phase once funding has
// closed, "Goal reached" while open with the goal met; risk, goal, upvotes).
import { goalReached } from '@memetank/shared/api/investing';
import type { ProjectDetail } from '@memetank/shared/api/projects';
import type { TokenData } from '@memetank/shared/api/tokens';
import { formatDecimal } from '@memetank/shared/format-number';
import { formatDate } from '@memetank/shared/format-time';
import { ArrowBigUp, Crown, Target, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCampaignPhase } from '../../hooks/use-campaign-phase';
import { CampaignMark } from '../campaign-mark';
import { FollowButton } from '../follow-button';
import { LikeButton } from '../like-button';
import { ProjectLogo } from '@/components/project-logo';
import { RiskBadge } from '@/components/risk-badge';
import { formatAthMarketCap, formatMarketCap } from './market-figures';
import { LazyShareButton } from './lazy-share-button';

export interface ProjectHeaderProps {
  project: ProjectDetail;
  token: TokenData | undefined;
  /** The token's data is on its way: its row keeps its place, so the page below does not move. */
  isMarketLoading?: boolean;
}

export function ProjectHeader({ project, token, isMarketLoading = false }: ProjectHeaderProps) {
  const marketCap = token ? formatMarketCap(token) : null;
  const athMarketCap = token ? formatAthMarketCap(token) : null;
  const phase = useCampaignPhase(project);
  const reached = goalReached(project);
  return (
    <Card className="overflow-hidden">
      <div className="bg-hero-glow">
        <CardContent className="space-y-5 p-5 sm:p-6">
          <div className="flex items-start gap-4">
            <ProjectLogo
              logo={project.logo}
              name={project.name}
              className="size-16 rounded-2xl text-4xl sm:size-24 sm:text-6xl"
            />
            <div className="min-w-0 flex-1 space-y-3">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h1 className="text-2xl font-bold tracking-tight break-words sm:text-4xl">
                  {project.name}
                </h1>
                <div className="flex flex-wrap gap-2">
                  <LazyShareButton projectId={project.id} projectName={project.name} />
                  <LikeButton
                    projectId={project.id}
                    liked={project.likedByMe}
                    likesCount={project.likesCount}
                    variant="detail"
                  />
                  {project.status === 'approved' ? <FollowButton projectId={project.id} /> : null}
                </div>
              </div>
              {isMarketLoading ? (
                <div className="flex flex-wrap gap-x-6 gap-y-2" aria-hidden="true">
                  <Skeleton className="h-5 w-36" />
                  <Skeleton className="h-5 w-52" />
                </div>
              ) : marketCap || athMarketCap ? (
                <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
                  {marketCap ? (
                    <MarketFigure
                      icon={<TrendingUp aria-hidden="true" className="size-4 text-primary" />}
                      label="Market Cap"
                      value={marketCap}
                      testId="market-cap"
                    />
                  ) : null}
                  {athMarketCap ? (
                    <MarketFigure
                      icon={<Crown aria-hidden="true" className="size-4 text-amber-500" />}
                      label="ATH"
                      value={
                        token?.ath_market_cap_timestamp
                          ? `${athMarketCap} (${formatDate(token.ath_market_cap_timestamp)})`
                          : athMarketCap
                      }
                      testId="ath-market-cap"
                    />
                  ) : null}
                </dl>
              ) : null}
            </div>
          </div>
          <p className="text-base text-pretty text-muted-foreground sm:text-lg">
            {project.description}
          </p>
          <ul className="flex flex-wrap gap-2" aria-label="Project facts">
            {phase === 'open' && !reached ? null : (
              <li>
                <CampaignMark phase={phase} goalReached={reached} className="h-7 px-3 text-sm" />
              </li>
            )}
            <li>
              <RiskBadge risk={project.riskScore} className="h-7 px-3 text-sm" />
            </li>
            <li>
              <Badge variant="secondary" className="h-7 px-3 text-sm">
                <Target aria-hidden="true" className="size-3.5!" />
                Goal: {formatDecimal(project.fundingGoal, 0)} {project.currency}
              </Badge>
            </li>
            <li>
              <Badge variant="secondary" className="h-7 px-3 text-sm">
                <ArrowBigUp aria-hidden="true" className="size-4!" />
                {project.upvotes.toLocaleString('en-US')}{' '}
                {project.upvotes === 1 ? 'upvote' : 'upvotes'}
              </Badge>
            </li>
          </ul>
        </CardContent>
      </div>
    </Card>
  );
}

function MarketFigure(props: { icon: ReactNode; label: string; value: string; testId: string }) {
  return (
    <div className="flex items-center gap-1.5" data-testid={props.testId}>
      {props.icon}
      <dt className="text-muted-foreground">{props.label}:</dt>
      <dd className="font-semibold tabular-nums">{props.value}</dd>
    </div>
  );
}
