// "Share" on the detail page: a small menu to copy the project's link or post it to X. The link is
// the page's own address, whose preview (name, logo, raised of goal) the server writes for
// crawlers (docs/decisions/048-share-previews.md).
import { Link2, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonVariants } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { SHARE_TOASTS } from './detail-messages';
import { XLogo } from './social-links';

export interface ShareButtonProps {
  projectId: string;
  projectName: string;
  /** Open at once: the button was clicked before this code had loaded (lazy-share-button.tsx). */
  defaultOpen?: boolean;
}

/** The project page's address on this site, without the query or hash it was opened with. */
export function projectPageUrl(projectId: string): string {
  return `${window.location.origin}/project/${encodeURIComponent(projectId)}`;
}

/** X's compose page with the post's text and the link filled in. */
export function postToXUrl(projectName: string, url: string): string {
  const text = `Check out ${projectName} on MemeTank`;
  return `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`;
}

const itemClass = cn(
  buttonVariants({ variant: 'ghost' }),
  'w-full justify-start gap-2.5 px-3 font-normal',
);

export function ShareButton({ projectId, projectName, defaultOpen = false }: ShareButtonProps) {
  const [open, setOpen] = useState(defaultOpen);
  const url = projectPageUrl(projectId);

  async function copyLink() {
    setOpen(false);
    try {
      await navigator.clipboard.writeText(url);
      toast(SHARE_TOASTS.copied);
    } catch (error) {
      console.warn('Copy failed:', error);
      toast(SHARE_TOASTS.failed);
    }
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="outline" aria-label={`Share ${projectName}`}>
          <Share2 aria-hidden="true" />
          <span>Share</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-48 p-1.5" aria-label={`Share ${projectName}`}>
        <ul className="space-y-0.5">
          <li>
            <button type="button" className={itemClass} onClick={() => void copyLink()}>
              <Link2 aria-hidden="true" />
              Copy link
            </button>
          </li>
          <li>
            <a
              className={itemClass}
              href={postToXUrl(projectName, url)}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setOpen(false)}
            >
              <XLogo />
              Post to X<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </PopoverContent>
    </Popover>
  );
}
