// A campaign's phase as a small badge (awaiting the token deposit, open, awaiting settlement, funded,
// refunding, settled, ended without its deposit), and the "Goal reached" mark of an open campaign that reached its goal. Every
// caller passes the one phase (campaignPhase), so cards, the detail page and the admin's rows agree.
import {
  CAMPAIGN_PHASE_WORDS,
  GOAL_REACHED,
  type CampaignPhase,
} from '@memetank/shared/api/investing';
import {
  CircleCheck,
  CircleSlash,
  Coins,
  Hourglass,
  Lock,
  Target,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const FUNDED_STYLE =
  'border-emerald-600/30 bg-emerald-600/10 text-emerald-800 dark:text-emerald-300';

const STYLES: Record<CampaignPhase, { icon: LucideIcon; className: string }> = {
  awaiting_deposit: {
    icon: Coins,
    className: 'border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  },
  open: {
    icon: Hourglass,
    className: 'border-primary/30 bg-primary/10 text-primary dark:text-violet-300',
  },
  ended: {
    icon: Hourglass,
    className: 'border-border bg-muted text-foreground',
  },
  funded: { icon: CircleCheck, className: FUNDED_STYLE },
  refunding: {
    icon: Undo2,
    className: 'border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  },
  settled: {
    icon: Lock,
    className: 'border-border bg-muted text-muted-foreground',
  },
  ended_without_deposit: {
    icon: CircleSlash,
    className: 'border-border bg-muted text-muted-foreground',
  },
};

export function CampaignBadge({
  campaign: phase,
  className,
}: {
  campaign: CampaignPhase;
  className?: string;
}) {
  const { icon: Icon, className: style } = STYLES[phase];
  return (
    <Badge variant="outline" className={cn(style, className)} data-campaign={phase}>
      <Icon aria-hidden="true" />
      <span className="sr-only">Campaign: </span>
      {CAMPAIGN_PHASE_WORDS[phase].badge}
    </Badge>
  );
}

/** An open campaign whose raised SOL reached its goal: it still takes investments. */
export function GoalReachedBadge({ className }: { className?: string }) {
  return (
    <Badge variant="outline" className={cn(FUNDED_STYLE, className)} data-campaign="goal-reached">
      <Target aria-hidden="true" />
      {GOAL_REACHED.badge}
    </Badge>
  );
}
