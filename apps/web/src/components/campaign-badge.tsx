// A campaign's state as a small badge: funding (open), funded, refunding or settled.
import { CAMPAIGN_STATE_LABELS, type CampaignState } from '@memetank/shared/api/investing';
import { CircleCheck, Hourglass, Lock, Undo2, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const STYLES: Record<CampaignState, { icon: LucideIcon; className: string }> = {
  funding: {
    icon: Hourglass,
    className: 'border-primary/30 bg-primary/10 text-primary dark:text-violet-300',
  },
  funded: {
    icon: CircleCheck,
    className: 'border-emerald-600/30 bg-emerald-600/10 text-emerald-800 dark:text-emerald-300',
  },
  refunding: {
    icon: Undo2,
    className: 'border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  },
  settled: {
    icon: Lock,
    className: 'border-border bg-muted text-muted-foreground',
  },
};

export function CampaignBadge({
  campaign,
  className,
}: {
  campaign: CampaignState;
  className?: string;
}) {
  const { icon: Icon, className: style } = STYLES[campaign];
  return (
    <Badge variant="outline" className={cn(style, className)} data-campaign={campaign}>
      <Icon aria-hidden="true" />
      <span className="sr-only">Campaign: </span>
      {CAMPAIGN_STATE_LABELS[campaign]}
    </Badge>
  );
}
