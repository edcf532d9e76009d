// The cookie banner: shown until the visitor accepts or rejects non-essential cookies (closing it
// counts as rejecting), then never again on this browser. The choice lives in localStorage.
import { Cookie, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router/router';
import { Button } from '@/components/ui/button';
import { COOKIE_POLICY_PATH } from '@/features/content/copy/links';

export const COOKIE_CONSENT_KEY = 'cookieConsent';
export type CookieConsent = 'accepted' | 'rejected';

function readConsent(): CookieConsent | null {
  try {
    const stored = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    return stored === 'accepted' || stored === 'rejected' ? stored : null;
  } catch {
    return null;
  }
}

export function CookieBanner() {
  const [consent, setConsent] = useState(readConsent);
  if (consent) return null;

  const choose = (choice: CookieConsent) => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, choice);
    } catch {
      // Storage blocked: the choice holds for this visit only.
    }
    setConsent(choice);
  };

  // A slim bar, not a card: on a wide screen one row of 45 px, under the first row of project
  // cards; on a phone the title, one line and the two buttons side by side. Sticky at the end of
  // the layout rather than fixed, so at the bottom of a page it stands below the footer instead of
  // over it.
  return (
    <section
      aria-label="Cookie consent"
      className="sticky bottom-0 z-40 border-t bg-popover/95 text-popover-foreground shadow-[0_-8px_24px_-12px_rgb(0_0_0/0.35)] backdrop-blur-md"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 py-2 pr-2 pl-4 sm:pl-6 lg:flex-nowrap lg:py-1.5 lg:pl-8">
        <Cookie className="hidden size-5 shrink-0 text-solana-purple sm:block" aria-hidden="true" />
        <div className="min-w-0 flex-1 basis-64 text-sm">
          <h2 className="font-semibold xl:inline">We use cookies to enhance your experience</h2>{' '}
          <p className="text-muted-foreground xl:inline">
            No advertising or tracking cookies. Read our{' '}
            <Link
              to={COOKIE_POLICY_PATH}
              className="font-medium text-foreground underline underline-offset-4"
            >
              Cookie Policy
            </Link>
            .
          </p>
        </div>
        <div className="order-last flex w-full gap-2 sm:order-none sm:w-auto">
          <Button
            variant="outline"
            size="sm"
            className="flex-1 sm:flex-none"
            onClick={() => choose('rejected')}
          >
            Reject Non-Essential
          </Button>
          <Button size="sm" className="flex-1 sm:flex-none" onClick={() => choose('accepted')}>
            Accept All Cookies
          </Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="size-8 shrink-0"
          aria-label="Close cookie banner"
          title="Close (rejects non-essential cookies)"
          onClick={() => choose('rejected')}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
