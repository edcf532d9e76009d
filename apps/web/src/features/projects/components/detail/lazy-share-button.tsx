// The detail page's Share button without its menu's code on the first load: the menu (Radix's
// popover and floating-ui) loads once the browser is idle after the first paint, or at the first
// click if that comes sooner, and then opens (docs/decisions/054-first-load-weight.md). Until then
// the same button stands in its place, so nothing moves when the real one comes.
import { Share2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { whenIdle } from '@/lib/when-idle';
import type { ShareButtonProps } from './share-button';

const ShareButton = lazy(async () => ({ default: (await import('./share-button')).ShareButton }));

export function LazyShareButton({ projectId, projectName }: Omit<ShareButtonProps, 'defaultOpen'>) {
  // null until wanted; 'open' when the placeholder was clicked.
  const [wanted, setWanted] = useState<'idle' | 'open' | null>(null);
  useEffect(() => whenIdle(() => setWanted((was) => was ?? 'idle')), []);
  const placeholder = (
    <Button
      variant="outline"
      aria-label={`Share ${projectName}`}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => setWanted('open')}
    >
      <Share2 aria-hidden="true" />
      <span>Share</span>
    </Button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ShareButton
        projectId={projectId}
        projectName={projectName}
        defaultOpen={wanted === 'open'}
      />
    </Suspense>
  );
}
