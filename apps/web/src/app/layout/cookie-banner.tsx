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

  return (
    <section
      aria-label="Cookie consent"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 p-3 sm:p-4"
    >
      <div className="pointer-events-auto relative mx-auto flex max-w-4xl flex-col gap-4 rounded-xl border bg-popover p-4 pr-12 text-popover-foreground shadow-2xl sm:flex-row sm:items-center sm:gap-5 sm:p-5 sm:pr-14">
        <div className="flex min-w-0 flex-1 gap-3">
          <Cookie className="mt-0.5 size-6 shrink-0 text-solana-purple" aria-hidden="true" />
          <div className="min-w-0 space-y-1">
            <h2 className="text-sm font-semibold sm:text-base">
              We use cookies to enhance your experience
            </h2>
            <p className="text-sm text-muted-foreground">
              Essential cookies keep you signed in and remember your settings; we use no advertising
              or tracking cookies. Read our{' '}
              <Link
                to={COOKIE_POLICY_PATH}
                className="font-medium text-foreground underline underline-offset-4"
              >
                Cookie Policy
              </Link>
              .
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button variant="outline" onClick={() => choose('rejected')}>
            Reject Non-Essential
          </Button>
          <Button onClick={() => choose('accepted')}>Accept All Cookies</Button>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="absolute top-2 right-2 size-8"
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
