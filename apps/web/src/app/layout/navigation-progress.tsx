import { cn } from '@/lib/cn';
import { useNavigationPending } from '../browser-router';

/** A thin bar at the top of the window while the next page's code or data loads. */
export function NavigationProgress() {
  const busy = useNavigationPending();
  return (
    <div
      aria-hidden="true"
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 bg-brand-gradient transition-opacity duration-300',
        busy ? 'animate-pulse opacity-100' : 'opacity-0',
      )}
    />
  );
}
