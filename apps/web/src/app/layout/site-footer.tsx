import { COPYRIGHT_YEAR } from '@memetank/shared/constants';
import { Heart } from 'lucide-react';
import { Link } from '@/lib/router/router';
import {
  API_REFERENCE_PATH,
  COOKIE_POLICY_PATH,
  DISCLAIMER_PATH,
  PRIVACY_PATH,
  SOCIAL_URL,
  TERMS_PATH,
} from '@/features/content/copy/links';
import { Logo } from './logo';

interface FooterColumn {
  title: string;
  links: { to: string; label: string }[];
}

const columns: FooterColumn[] = [
  {
    title: 'Platform',
    links: [
      { to: '/', label: 'Browse Projects' },
      { to: '/submit', label: 'Submit Project' },
      { to: '/how-it-works', label: 'How It Works' },
      { to: '/dashboard', label: 'Dashboard' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { to: '/documentation', label: 'Documentation' },
      { to: API_REFERENCE_PATH, label: 'API' },
      { to: '/security', label: 'Security' },
      { to: '/pitch-deck', label: 'Pitch Deck Guide' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: PRIVACY_PATH, label: 'Privacy Policy' },
      { to: TERMS_PATH, label: 'Terms of Service' },
      { to: COOKIE_POLICY_PATH, label: 'Cookie Policy' },
      { to: DISCLAIMER_PATH, label: 'Disclaimer' },
    ],
  },
];

/** The X (formerly Twitter) mark; lucide no longer ships brand logos. */
function XLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z" />
    </svg>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t bg-card/50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-4 md:gap-8">
          <div className="col-span-2 space-y-4 md:col-span-1">
            <Logo />
            <p className="max-w-xs text-sm leading-relaxed text-muted-foreground">
              The premier platform for discovering and funding the next viral meme coins on Solana.
            </p>
            <a
              href={SOCIAL_URL}
              target="_blank"
              rel="noopener noreferrer"
              aria-label="MemeTank on X (opens in a new tab)"
              className="inline-flex size-9 items-center justify-center rounded-md border text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
            >
              <XLogo className="size-4" />
            </a>
          </div>
          {columns.map((column) => (
            <nav key={column.title} aria-label={column.title} className="space-y-4">
              <h2 className="text-sm font-semibold tracking-wide">{column.title}</h2>
              <ul className="space-y-3 text-sm">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="text-muted-foreground transition-colors hover:text-foreground"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-12 flex flex-col gap-3 border-t pt-8 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
          <p>© {COPYRIGHT_YEAR} MemeTank. All rights reserved.</p>
          <p className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
            <span>Powered by Solana</span>
            <span aria-hidden="true" className="hidden sm:inline">
              •
            </span>
            <span className="inline-flex items-center gap-1.5">
              Built with love for the community
              <Heart className="size-3.5 fill-current text-solana-purple" aria-hidden="true" />
            </span>
          </p>
        </div>
      </div>
    </footer>
  );
}
