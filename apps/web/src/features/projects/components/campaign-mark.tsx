// The campaign's mark beside a project, the same on the cards and the detail page: its phase once
// funding has closed, "Goal reached" while it is open with the goal met, nothing otherwise.
import type { CampaignPhase } from '@memetank/shared/api/investing';
import { CampaignBadge, GoalReachedBadge } from '@/components/campaign-badge';

export function CampaignMark({
  phase,
  goalReached,
  className,
}: {
  phase: CampaignPhase;
  goalReached: boolean;
  className?: string;
}) {
  if (phase !== 'open') return <CampaignBadge campaign={phase} className={className} />;
  return goalReached ? <GoalReachedBadge className={className} /> : null;
}
