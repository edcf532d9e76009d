import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { PlannedBadge } from './planned-badge';

interface FeatureCardProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  planned?: boolean;
  className?: string;
}

/** An icon, a short title (h3) and a few sentences. */
export function FeatureCard({ icon: Icon, title, children, planned, className }: FeatureCardProps) {
  return (
    <Card className={cn('flex flex-col gap-3 p-5 sm:p-6', className)}>
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-10 items-center justify-center rounded-lg bg-brand-gradient text-white shadow-sm">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {planned ? <PlannedBadge /> : null}
      </div>
      <h3 className="text-lg font-semibold tracking-tight">{title}</h3>
      <div className="space-y-2 text-sm leading-relaxed text-muted-foreground">{children}</div>
    </Card>
  );
}
