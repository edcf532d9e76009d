// A page's whole answer when there is nothing else to show yet: a centred card with a large icon,
// the page's heading, a line or two of text and what the visitor can do (connect a wallet, sign
// in, go home). The wallet screens of the dashboard, submit and admin pages use it.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconTile } from '@/components/icon-tile';
import { PageContainer } from '@/components/page-container';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';

export interface NoticeCardProps {
  icon: LucideIcon;
  /** The icon's tile: its background and colour. */
  iconClassName: string;
  /** The page's h1. */
  title: ReactNode;
  titleClassName?: string;
  /** The text under the heading. */
  description: ReactNode;
  className?: string;
  contentClassName?: string;
  /** Below the text: the actions. */
  children?: ReactNode;
}

export function NoticeCard({
  icon,
  iconClassName,
  title,
  titleClassName,
  description,
  className,
  contentClassName,
  children,
}: NoticeCardProps) {
  return (
    <Card className={cn('mx-auto max-w-md text-center', className)}>
      <CardContent className={cn('flex flex-col items-center gap-5 p-8 sm:p-10', contentClassName)}>
        <IconTile
          icon={icon}
          className={cn('size-14 rounded-2xl', iconClassName)}
          iconClassName="size-7"
        />
        <div className="space-y-2">
          <h1 className={cn('text-2xl font-bold tracking-tight', titleClassName)}>{title}</h1>
          {description}
        </div>
        {children}
      </CardContent>
    </Card>
  );
}

/** The page around a notice card: the card alone, centred in the page's height. */
export function NoticePage({ children }: { children: ReactNode }) {
  return (
    <PageContainer className="flex min-h-[60vh] items-center justify-center">
      {children}
    </PageContainer>
  );
}
